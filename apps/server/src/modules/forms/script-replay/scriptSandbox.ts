import {
  shouldInterruptAfterDeadline,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSRuntime,
  type QuickJSWASMModule,
} from 'quickjs-emscripten-core'
import { discardQuickJs, isMemoryFull, isWasmAbort } from './quickJsModule.js'
import type { ReplayFailure, ReplayFailureKind, ReplayLimits } from './replayTypes.js'
import { SANDBOX_PRELUDE } from './sandboxPrelude.js'

/** Answers the prelude's `__host(op, argsJson)`: a JSON text `{v}` or `{e}`, or undefined. */
export type HostHandler = (op: string, args: unknown[]) => unknown

// Deep recursion ends as a stack overflow well before the WebAssembly stack runs out.
const MAX_STACK_BYTES = 256 * 1024
// Host calls nest when a script's setValue runs another field's onChange.
const MAX_NESTING = 64
const MAX_DETAIL = 300
const OUT_OF_MEMORY = 'InternalError: out of memory'
/** how a thrown value that is not an error starts its description */
const THROWN = 'throw '

/** Thrown by run(): the script (hook of owner) failed. */
export class ScriptFailure extends Error {
  constructor(readonly failure: ReplayFailure) {
    super(`${failure.owner}.${failure.hook}: ${failure.detail}`)
  }
}

/**
 * One QuickJS runtime and context for one save: no require, process, file system, network or
 * timers of the host; a heap limit and a deadline for everything run in it. Disposed after the
 * save, so nothing survives into another save.
 */
export class ScriptSandbox {
  readonly #quickJs: QuickJSWASMModule
  readonly #runtime: QuickJSRuntime
  readonly #context: QuickJSContext
  readonly #limits: ReplayLimits
  #nesting = 0
  #exhausted = false
  #bridgeBytes = 0
  /** a failure inside a nested handler: final even if the outer script catches what it sees */
  #nestedFailure: ScriptFailure | null = null
  /** the scripts running now, innermost last */
  readonly #running: Array<{ owner: string; hook: string }> = []
  /** an id per handler (parameters and body) run in this sandbox, and the ids it has compiled */
  readonly #scriptIds = new Map<string, number>()
  readonly #compiled = new Set<number>()
  /** the prelude's entry points, looked up once */
  readonly #entries: Record<'run' | 'timers' | 'validate' | 'verdict', QuickJSHandle>

  constructor(quickJs: QuickJSWASMModule, limits: ReplayLimits, handler: HostHandler) {
    this.#quickJs = quickJs
    this.#limits = limits
    this.#runtime = quickJs.newRuntime({ memoryLimitBytes: limits.memoryBytes, maxStackSizeBytes: MAX_STACK_BYTES })
    this.#context = this.#runtime.newContext()
    const host = this.#context.newFunction('__host', (opHandle, argsHandle) => this.#answer(handler, opHandle, argsHandle))
    this.#context.setProp(this.#context.global, '__host', host)
    host.dispose()
    this.#evaluate(SANDBOX_PRELUDE, { owner: 'form', hook: 'prelude' })
    const entry = (name: string) => this.#context.getProp(this.#context.global, name)
    this.#entries = { run: entry('__replayRun'), timers: entry('__replayTimers'), validate: entry('__replayValidate'), verdict: entry('__replayVerdict') }
    // The budget is the form's scripts': it starts once the sandbox is ready.
    this.#runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + limits.timeBudgetMs))
  }

  /** Evaluates formConfig.functions at the global level, as VForm's injected <script> is. */
  defineFunctions(code: string): void {
    if (code.trim() !== '') this.#evaluate(code, { owner: 'form', hook: 'functions' })
  }

  /**
   * Compiles the handlers a replay may run in one parse instead of one each. A batch that does not
   * come out as one function per handler (a body that does not parse, or reaches out of its
   * function) is dropped: its handlers are then compiled one by one as they run, as without it.
   */
  precompile(handlers: ReadonlyArray<{ params: readonly string[]; body: string }>): void {
    const fresh = new Map<string, { params: readonly string[]; body: string }>()
    for (const handler of handlers) {
      const key = handlerKey(handler.params, handler.body)
      if (!this.#scriptIds.has(key)) fresh.set(key, handler)
    }
    if (fresh.size === 0) return
    const first = this.#scriptIds.size
    const source = [...fresh.values()].map(({ params, body }) => `function (${params.join(', ')}) {\n${body}\n}`).join(',\n')
    const result = this.#guard({ owner: 'form', hook: 'compile' }, () => this.#context.evalCode(`__replayHandlers([${source}\n], ${first}, ${fresh.size})`, 'handlers.js'))
    if (result.error) return result.error.dispose()
    const stored = this.#context.dump(result.value) === true
    result.value.dispose()
    if (!stored) return
    for (const key of fresh.keys()) {
      const id = this.#scriptIds.size
      this.#scriptIds.set(key, id)
      this.#compiled.add(id)
    }
  }

  /**
   * Runs a handler body with `this` = the form (self null) or the ref of a widget path, then its
   * callbacks. `formModelAt`: the argument that is the form's live data inside the sandbox.
   */
  run(where: { owner: string; hook: string }, self: string | null, params: readonly string[], body: string, args: readonly unknown[], formModelAt?: number): void {
    this.#invoke(this.#entries.run, where, self, params, body, { args: args.map((arg) => (arg === undefined ? null : arg)), formModelAt })
  }

  /**
   * Runs an onValidate body as VForm's custom validator (rule, value, callback), then its
   * callbacks: the message it refused the value with, or null when it passed. As in the browser a
   * validator that throws passes; one that never calls back (it waits for a request the server
   * does not make) passes too.
   */
  validate(where: { owner: string; hook: string }, self: string, params: readonly string[], body: string, rule: object, value: unknown): string | null {
    this.#invoke(this.#entries.validate, where, self, params, body, { rule, value: value === undefined ? null : value })
    return this.#call(this.#entries.verdict, null, where) ?? null
  }

  /** Calls a prelude entry with a handler (sent only the first time this save) and its inputs, then drains its callbacks. */
  #invoke(entry: QuickJSHandle, where: { owner: string; hook: string }, self: string | null, params: readonly string[], body: string, inputs: object): void {
    const key = handlerKey(params, body)
    let id = this.#scriptIds.get(key)
    if (id === undefined) this.#scriptIds.set(key, (id = this.#scriptIds.size))
    // the sandbox keeps each handler it compiled for the rest of this save: only new ones are sent
    const payload = JSON.stringify(this.#compiled.has(id) ? { self, id, ...inputs } : { self, id, params, body, ...inputs })
    this.#running.push(where)
    try {
      this.#call(entry, payload, where)
      this.#compiled.add(id)
      this.#drainJobs(where)
    } finally {
      this.#running.pop()
    }
  }

  /** Compiles a body without running it: null when it parses, else the syntax error. */
  syntaxError(params: readonly string[], body: string): string | null {
    const result = this.#context.evalCode(`(function (${params.join(', ')}) {\n${body}\n})`, 'check.js', { compileOnly: true })
    if (result.error) {
      const detail = this.#describe(result.error)
      result.error.dispose()
      return detail
    }
    result.value.dispose()
    return null
  }

  /**
   * Frees the runtime. After running out of memory or time QuickJS may hold objects it cannot
   * free (freeing would abort the whole module), so then the module is dropped instead and the
   * garbage collector takes it with this runtime.
   */
  dispose(): void {
    if (this.#exhausted) return discardQuickJs()
    for (const handle of Object.values(this.#entries)) handle.dispose()
    this.#context.dispose()
    this.#runtime.dispose()
  }

  #answer(handler: HostHandler, opHandle: QuickJSHandle, argsHandle: QuickJSHandle): QuickJSHandle | { error: QuickJSHandle } | undefined {
    const op = this.#context.getString(opHandle)
    const argsText = this.#context.getString(argsHandle)
    // What crosses the bridge is kept by the host (values, options): it counts against the heap limit.
    this.#bridgeBytes += argsText.length
    if (this.#bridgeBytes > this.#limits.memoryBytes) return this.#abort({ ...(this.#running.at(-1) ?? { owner: 'form', hook: op }), kind: 'memory', detail: OUT_OF_MEMORY })
    if (this.#nesting >= MAX_NESTING) return { error: this.#context.newError({ name: 'RangeError', message: 'Maximum call stack size exceeded' }) }
    this.#nesting++
    try {
      const value = handler(op, JSON.parse(argsText) as unknown[])
      return value === undefined ? undefined : this.#context.newString(JSON.stringify({ v: value }))
    } catch (error) {
      if (error instanceof ScriptFailure) return this.#abort(error.failure)
      return this.#context.newString(JSON.stringify({ e: error instanceof Error ? error.message : String(error) }))
    } finally {
      this.#nesting--
    }
  }

  /** Ends the replay with `failure`, whatever the calling script does with the error it is given. */
  #abort(failure: ReplayFailure): { error: QuickJSHandle } {
    this.#nestedFailure ??= new ScriptFailure(failure)
    return { error: this.#context.newError({ name: 'Error', message: failure.detail }) }
  }

  #evaluate(code: string, where: { owner: string; hook: string }): void {
    const result = this.#guard(where, () => this.#context.evalCode(code, `${where.owner}.${where.hook}.js`))
    if (result.error) throw this.#nestedFailure ?? this.#failure(result.error, where)
    result.value.dispose()
    if (this.#nestedFailure) throw this.#nestedFailure
  }

  /** Calls `fn` with the payload; its answer when that is a string. */
  #call(fn: QuickJSHandle, payload: string | null, where: { owner: string; hook: string }): string | undefined {
    const arg = payload === null ? this.#context.undefined : this.#context.newString(payload)
    try {
      const result = this.#guard(where, () => this.#context.callFunction(fn, this.#context.undefined, arg))
      const nested = this.#nestedFailure
      if (result.error) {
        const own = this.#failure(result.error, where)
        throw nested ?? own
      }
      const answer = this.#context.typeof(result.value) === 'string' ? this.#context.getString(result.value) : undefined
      result.value.dispose()
      if (nested) throw nested
      return answer
    } finally {
      if (payload !== null) arg.dispose()
    }
  }

  /**
   * Runs `fn` in the VM. The host's own stack running out inside the WebAssembly, or the module
   * aborting (an allocation failing where QuickJS cannot recover), ends the script too.
   */
  #guard<T>(where: { owner: string; hook: string }, fn: () => T): T {
    try {
      return fn()
    } catch (error) {
      if (!(error instanceof RangeError) && !isWasmAbort(error)) throw error
      this.#exhausted = true
      if (this.#nestedFailure) throw this.#nestedFailure
      if (isMemoryFull(this.#quickJs)) throw new ScriptFailure({ ...where, kind: 'memory', detail: OUT_OF_MEMORY })
      throw new ScriptFailure({ ...where, kind: 'error', detail: `${error.name}: ${error.message}` })
    }
  }

  #drainJobs(where: { owner: string; hook: string }): void {
    // most handlers leave no promise job: asking is cheaper than running none
    while (this.#runtime.hasPendingJob()) {
      const jobs = this.#runtime.executePendingJobs()
      if (jobs.error) throw this.#failure(jobs.error, where)
      if (jobs.value === 0) return
      this.#call(this.#entries.timers, null, where)
    }
  }

  #failure(errorHandle: QuickJSHandle, where: { owner: string; hook: string }): ScriptFailure {
    const described = this.#describe(errorHandle)
    errorHandle.dispose()
    // with no memory left QuickJS cannot build its error object, and what it throws is no error
    const outOfMemory = described.startsWith(THROWN) && isMemoryFull(this.#quickJs)
    const detail = outOfMemory ? OUT_OF_MEMORY : described
    const kind = outOfMemory ? 'memory' : this.#kindOf(detail)
    // after any uncaught error QuickJS may still hold objects of the failed call
    this.#exhausted = true
    return new ScriptFailure({ ...where, kind, detail })
  }

  #kindOf(detail: string): ReplayFailureKind {
    if (/\binterrupted\b/.test(detail)) return 'timeout'
    if (/out of memory/i.test(detail)) return 'memory'
    if (/^SyntaxError/.test(detail)) return 'syntax'
    return 'error'
  }

  /** "Name: message" for errors, the value itself for anything else thrown (kept short). */
  #describe(handle: QuickJSHandle): string {
    let text: string
    try {
      const value: unknown = this.#context.dump(handle)
      if (value && typeof value === 'object' && 'message' in value) {
        const { name, message } = value as { name?: unknown; message?: unknown }
        text = `${typeof name === 'string' ? name : 'Error'}: ${String(message)}`
      } else text = `${THROWN}${typeof value === 'string' ? JSON.stringify(value) : safeJson(value)}`
    } catch {
      text = `${THROWN}(a value that cannot be read)`
    }
    return text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL)}…` : text
  }
}

function handlerKey(params: readonly string[], body: string): string {
  return `${params.join(',')}\u0000${body}`
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}
