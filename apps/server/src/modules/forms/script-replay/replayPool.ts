import type { FormData } from '@tandem/form-core'
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { ScriptDryRun } from './dryRun.js'
import type { ReplayFailure, ReplayLimits, ReplayResult } from './replayTypes.js'
import type { WorkerAnswer, WorkerRequest } from './replayWorker.js'
import { RunningScript } from './runningScript.js'

/**
 * Past its budget a worker's sandbox stops itself; one still busy this much later (stuck in native
 * code, e.g. the garbage collector near the heap limit, or starved on a saturated machine) is
 * stopped by the pool.
 */
const WATCHDOG_GRACE_MS = 1000
const WORKER_HEAP_MB = 512

/** Replay workers for a machine: one per core, at least two (one spinning script never holds every replay), at most eight. */
export function defaultReplayWorkers(): number {
  return Math.min(8, Math.max(2, availableParallelism()))
}

type JobRequest = { kind: 'replay'; formKey: string; data: FormData; limits: ReplayLimits } | { kind: 'dryRun'; formKey: string; index: number; limits: ReplayLimits }

interface Job {
  request: JobRequest
  json: () => unknown
  /** how long the worker may take before it is stopped */
  allowedMs: number
  resolve: (result: unknown) => void
  reject: (error: Error) => void
}

interface Slot {
  worker: Worker
  running: RunningScript
  /** form keys this worker was sent the JSON of */
  sent: Set<string>
  /** the worker has loaded its code and QuickJS (its first job waits for that, outside the job's time) */
  ready: boolean
  job: { id: number; job: Job; timer: NodeJS.Timeout } | null
}

/**
 * The worker script beside this file: compiled JavaScript, or (tests, running the TypeScript
 * source) the source loaded through tsx with the workspace packages' source condition.
 */
function newWorker(options: { workerData: unknown; resourceLimits: { maxOldGenerationSizeMb: number } }): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./replayWorker.js', import.meta.url), options)
  const source = JSON.stringify(new URL('./replayWorker.ts', import.meta.url).href)
  const bootstrap = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${source}, ${source}))`
  return new Worker(bootstrap, { ...options, eval: true, execArgv: ['--conditions=source'] })
}

/**
 * A pool of worker threads that replay form scripts, so a script that spins or allocates never
 * stalls the server's event loop. Jobs wait in order for a free worker; a worker that outlives a
 * job's budget is terminated (the job fails as a timeout naming the script it was running) and
 * replaced on the next job.
 */
export class ReplayPool {
  readonly #size: number
  readonly #limits: ReplayLimits
  readonly #slots: Slot[] = []
  readonly #queue: Job[] = []
  #nextId = 1
  #closed = false

  constructor(options: { workers: number; limits: ReplayLimits }) {
    this.#size = options.workers
    this.#limits = options.limits
  }

  get limits(): ReplayLimits {
    return this.#limits
  }

  /** Replays a save of the form version `formKey`; `json` is read only when a worker lacks it. */
  replay(formKey: string, json: () => unknown, data: FormData): Promise<ReplayResult> {
    return this.#submit({ kind: 'replay', formKey, data, limits: this.#limits }, json, this.#limits.timeBudgetMs + WATCHDOG_GRACE_MS) as Promise<ReplayResult>
  }

  /** Runs script `index` of the form (see scriptsOf) once on the default data: publish's dry run. */
  dryRun(formKey: string, json: () => unknown, index: number): Promise<ScriptDryRun> {
    return this.#submit({ kind: 'dryRun', formKey, index, limits: this.#limits }, json, this.#limits.timeBudgetMs + WATCHDOG_GRACE_MS) as Promise<ScriptDryRun>
  }

  async close(): Promise<void> {
    this.#closed = true
    for (const job of this.#queue.splice(0)) job.reject(new Error('replay pool closed'))
    await Promise.all(this.#slots.splice(0).map((slot) => slot.worker.terminate()))
  }

  #submit(request: JobRequest, json: () => unknown, allowedMs: number): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error('replay pool closed'))
    return new Promise((resolve, reject) => {
      this.#queue.push({ request, json, allowedMs, resolve, reject })
      this.#dispatch()
    })
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const idle = this.#slots.find((candidate) => candidate.ready && candidate.job === null)
      if (!idle && this.#slots.length < this.#size) this.#spawn()
      if (!idle) return
      const slot = idle
      this.#start(slot, this.#queue.shift()!, false)
    }
  }

  #spawn(): Slot {
    const buffer = RunningScript.buffer()
    const worker = newWorker({ workerData: { running: buffer, memoryBytes: this.#limits.memoryBytes }, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } })
    worker.unref()
    const slot: Slot = { worker, running: new RunningScript(buffer), sent: new Set(), ready: false, job: null }
    worker.on('message', (answer: WorkerAnswer | 'ready') => {
      if (answer !== 'ready') return this.#answered(slot, answer)
      slot.ready = true
      this.#dispatch()
    })
    worker.on('error', (error: Error & { code?: string }) => this.#lost(slot, error))
    worker.on('exit', () => this.#lost(slot, new Error('replay worker exited')))
    this.#slots.push(slot)
    return slot
  }

  #start(slot: Slot, job: Job, withJson: boolean): void {
    const id = this.#nextId++
    const send = withJson || !slot.sent.has(job.request.formKey)
    let json: unknown
    try {
      json = send ? job.json() : undefined
    } catch (error) {
      job.reject(error instanceof Error ? error : new Error(String(error)))
      return this.#dispatch()
    }
    if (send) slot.sent.add(job.request.formKey)
    const timer = setTimeout(() => this.#overrun(slot), job.allowedMs)
    slot.job = { id, job, timer }
    const message: WorkerRequest = { id, ...job.request, ...(send && { json }) }
    slot.worker.postMessage(message)
  }

  #answered(slot: Slot, answer: WorkerAnswer): void {
    const current = slot.job
    if (!current || current.id !== answer.id) return
    clearTimeout(current.timer)
    slot.job = null
    // a worker whose sandbox failed loads a fresh QuickJS before its next job (it says 'ready' again)
    if ('reloading' in answer && answer.reloading) slot.ready = false
    if ('needJson' in answer) return this.#start(slot, current.job, true)
    if ('error' in answer) current.job.reject(new Error(`script replay failed: ${answer.error}`))
    else current.job.resolve(answer.result)
    this.#dispatch()
  }

  /** The worker is past its job's time: stop it and fail the job as the script it was running. */
  #overrun(slot: Slot): void {
    const current = slot.job
    if (!current) return
    this.#finish(slot, current.job, { ...(slot.running.get() ?? { owner: 'form', hook: 'replay' }), kind: 'timeout', detail: 'stopped by the server' })
    void slot.worker.terminate()
  }

  /** The worker died (out of heap, or terminated): its job fails, a new worker takes the next ones. */
  #lost(slot: Slot, error: Error & { code?: string }): void {
    const current = slot.job
    if (current) {
      const kind = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'error'
      this.#finish(slot, current.job, { ...(slot.running.get() ?? { owner: 'form', hook: 'replay' }), kind, detail: error.message })
    } else this.#remove(slot)
  }

  #finish(slot: Slot, job: Job, failure: ReplayFailure): void {
    if (slot.job) clearTimeout(slot.job.timer)
    slot.job = null
    this.#remove(slot)
    if (job.request.kind === 'replay') job.resolve({ ok: false, failure, uses: [] } satisfies ReplayResult)
    else job.resolve({ owner: failure.owner, hook: failure.hook, status: 'failed', stateCalls: [], skippedCalls: [], failure } satisfies ScriptDryRun)
    this.#dispatch()
  }

  #remove(slot: Slot): void {
    const index = this.#slots.indexOf(slot)
    if (index >= 0) this.#slots.splice(index, 1)
  }
}
