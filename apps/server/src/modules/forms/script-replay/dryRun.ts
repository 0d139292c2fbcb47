import { handlerScripts, type FormJson } from '@tandem/form-core'
import type { QuickJSWASMModule } from 'quickjs-emscripten-core'
import { FormReplay } from './replayForm.js'
import { loadQuickJs } from './quickJsModule.js'
import type { ReplayFailure, ReplayLimits } from './replayTypes.js'

/** What the server does with a script when it replays a save. */
export type ScriptReplayStatus =
  /** calls something the server skips (page, dialogs, requests, data sources): that part is the browser's only */
  | 'skipped'
  /** changes state the server replays (visibility, required, values, options) and calls nothing skipped */
  | 'replayed'
  /** threw, ran out of time or memory when run once on the default data */
  | 'failed'
  /** neither changes state nor calls anything skipped */
  | 'inert'
  /** does not parse */
  | 'invalid'

export interface ScriptDryRun {
  owner: string
  hook: string
  status: ScriptReplayStatus
  stateCalls: string[]
  skippedCalls: string[]
  failure: ReplayFailure | null
}

/** The functions text and every handler body of the form (form-level first, then widgets in tree order). */
export function scriptsOf(json: FormJson): Array<{ owner: string; hook: string; body: string }> {
  const handlers = handlerScripts(json).map(({ widgetName, event, code }) => ({ owner: widgetName || 'form', hook: event, body: code }))
  const functions = json.formConfig.functions
  return typeof functions === 'string' && functions.trim() !== '' ? [{ owner: 'form', hook: 'functions', body: functions }, ...handlers] : handlers
}

/**
 * Publish's dry run of script `index` of scriptsOf(json): parsed, then run once alone on the
 * form's default data in a sandbox of its own, telling what it touched. The functions text runs
 * first, so when it fails the script reports that failure.
 */
export async function dryRunScript(json: FormJson, index: number, limits: ReplayLimits, onScript?: (where: { owner: string; hook: string }) => void): Promise<ScriptDryRun> {
  const script = scriptsOf(json)[index]
  if (!script) throw new Error(`no script ${index}`)
  return dryRunOne(await loadQuickJs(limits.memoryBytes), json, script, limits, onScript)
}

function dryRunOne(
  quickJs: QuickJSWASMModule,
  json: FormJson,
  { owner, hook, body }: { owner: string; hook: string; body: string },
  limits: ReplayLimits,
  onScript?: (where: { owner: string; hook: string }) => void,
): ScriptDryRun {
  {
    const replay = new FormReplay(quickJs, json, {}, limits, onScript)
    const syntax = replay.syntaxError(hook, body)
    if (syntax !== null) {
      replay.dispose()
      return { owner, hook, status: 'invalid', stateCalls: [], skippedCalls: [], failure: { owner, hook, kind: 'syntax', detail: syntax } }
    }
    const { use, failure } = replay.runOne(owner, hook, body)
    const status = failure ? 'failed' : use.skippedCalls.length > 0 ? 'skipped' : use.stateCalls.length > 0 ? 'replayed' : 'inert'
    return { owner, hook, status, stateCalls: use.stateCalls, skippedCalls: use.skippedCalls, failure }
  }
}
