// A worker thread of the replay pool: replays saves and dry runs off the server's event loop.
import { loadFormJson, type FormData, type FormJson } from '@tandem/form-core'
import { parentPort, workerData } from 'node:worker_threads'
import { BoundedMap } from '../../../boundedMap.js'
import { dryRunScript } from './dryRun.js'
import { replayForm } from './replayForm.js'
import type { ReplayLimits } from './replayTypes.js'
import { RunningScript } from './runningScript.js'
import { isQuickJsLoaded, loadQuickJs } from './quickJsModule.js'

export type WorkerRequest =
  | { id: number; kind: 'replay'; formKey: string; json?: unknown; data: FormData; limits: ReplayLimits }
  | { id: number; kind: 'dryRun'; formKey: string; json?: unknown; index: number; limits: ReplayLimits }

export type WorkerAnswer = { id: number; needJson: true } | { id: number; result: unknown; reloading: boolean } | { id: number; error: string; reloading: boolean }

const FORMS_KEPT = 16
const forms = new BoundedMap<string, FormJson>(FORMS_KEPT, { refreshOnRead: true })
const options = workerData as { running: SharedArrayBuffer; memoryBytes: number }
const running = new RunningScript(options.running)

/** The loaded JSON of a form version, kept for the next saves of the same version. */
function formOf(request: WorkerRequest): FormJson | null {
  const kept = forms.get(request.formKey)
  if (kept) return kept
  if (request.json === undefined) return null
  const loaded = loadFormJson(request.json)
  forms.set(request.formKey, loaded)
  return loaded
}

parentPort!.on('message', (request: WorkerRequest) => {
  void answer(request).then((message) => {
    parentPort!.postMessage(message)
    if ('reloading' in message && message.reloading) void loadQuickJs(options.memoryBytes).then(() => parentPort!.postMessage('ready'))
  })
})
// Ready once QuickJS is loaded, so the first job's time is its own.
void loadQuickJs(options.memoryBytes).then(() => parentPort!.postMessage('ready'))

async function answer(request: WorkerRequest): Promise<WorkerAnswer> {
  try {
    const json = formOf(request)
    if (!json) return { id: request.id, needJson: true }
    const result =
      request.kind === 'replay'
        ? await replayForm(json, request.data, request.limits, (where) => running.set(where))
        : await dryRunScript(json, request.index, request.limits, (where) => running.set(where))
    running.clear()
    return { id: request.id, result, reloading: !isQuickJsLoaded() }
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error), reloading: !isQuickJsLoaded() }
  }
}
