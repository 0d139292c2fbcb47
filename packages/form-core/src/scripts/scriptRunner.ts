import { createFormError, type FormError } from '../errors/index.js'
import { reportToConsole } from '../shared/index.js'
import { compileScript } from './compileScript.js'
import { HOOK_PARAMS, type HookName } from './hookParams.js'

/** Where a failing script came from. */
export interface ScriptErrorInfo {
  hook: string
  /** widget name, or 'form' for formConfig hooks */
  owner: string
  error: unknown
}

/** ok false: the script threw or did not compile (already reported). */
export interface ScriptOutcome {
  ok: boolean
  value: unknown
}

export type ScriptErrorHandler = (error: FormError, info: ScriptErrorInfo) => void

export interface ScriptRunnerOptions {
  /** called after console.error for every failing script */
  onError?: ScriptErrorHandler
  /**
   * Names every script of this runner can use besides its parameters (e.g. the helpers of one
   * form's `functions`), so helpers stay private to the runner instead of becoming globals.
   */
  scope?: Readonly<Record<string, unknown>>
}

// Parameter that carries the scope object into a compiled body; not a valid VForm parameter name.
const SCOPE_PARAM = '__tandemScope'

/**
 * Runs handler bodies from the form JSON. The caller supplies `this` (the renderer builds widget
 * and form refs). A script that fails to compile or throws is reported and yields undefined; a
 * rejected promise returned by a script is reported the same way.
 */
export class ScriptRunner {
  #onError: ScriptErrorHandler | undefined
  readonly #scope: Readonly<Record<string, unknown>> | undefined

  constructor(options: ScriptRunnerOptions = {}) {
    this.#onError = options.onError
    this.#scope = options.scope
  }

  /** Replaces the error hook (the model installs its own). */
  setErrorHandler(handler: ScriptErrorHandler | undefined): void {
    this.#onError = handler
  }

  /** Runs `body` of a known hook with its parameter names; empty bodies do nothing. */
  run(hook: HookName, body: unknown, thisArg: unknown, args: readonly unknown[] = [], owner = 'form'): unknown {
    return this.runWith(HOOK_PARAMS[hook], body, thisArg, args, { hook, owner })
  }

  /** Like run(), but says whether the script completed (false: it failed and was reported). */
  tryRun(hook: HookName, body: unknown, thisArg: unknown, args: readonly unknown[] = [], owner = 'form'): ScriptOutcome {
    return this.#execute(HOOK_PARAMS[hook], body, thisArg, args, { hook, owner })
  }

  /** Runs `body` with explicit parameter names (custom widgets, data sources). */
  runWith(
    paramNames: readonly string[],
    body: unknown,
    thisArg: unknown,
    args: readonly unknown[] = [],
    where: { hook: string; owner: string } = { hook: 'script', owner: 'form' },
  ): unknown {
    return this.#execute(paramNames, body, thisArg, args, where).value
  }

  #execute(
    paramNames: readonly string[],
    body: unknown,
    thisArg: unknown,
    args: readonly unknown[],
    where: { hook: string; owner: string },
  ): ScriptOutcome {
    if (typeof body !== 'string' || body.trim() === '') return { ok: true, value: undefined }
    try {
      const value = this.#compile(paramNames, body).apply(thisArg, this.#argsOf(paramNames, args))
      if (value instanceof Promise) value.catch((error: unknown) => this.report(error, where))
      return { ok: true, value }
    } catch (error) {
      this.report(error, where)
      return { ok: false, value: undefined }
    }
  }

  /** The scope goes after the declared parameters, however many arguments the caller gave. */
  #argsOf(paramNames: readonly string[], args: readonly unknown[]): unknown[] {
    if (!this.#scope) return [...args]
    const padded = Array.from({ length: paramNames.length }, (_, index) => args[index])
    return [...padded, this.#scope]
  }

  /** With a scope, the body runs inside `with (scope)` (a sloppy-mode function, as VForm's are). */
  #compile(paramNames: readonly string[], body: string) {
    if (!this.#scope) return compileScript(paramNames, body)
    return compileScript([...paramNames, SCOPE_PARAM], `with (${SCOPE_PARAM}) {\n${body}\n}`)
  }

  /** Reports a script failure: console.error, then the onError hook. */
  report(error: unknown, where: { hook: string; owner: string }): void {
    const message = error instanceof Error ? error.message : String(error)
    const formError = createFormError('FORM_ERR_SCRIPT_FAILED', [where.hook, where.owner, message], error)
    reportToConsole(formError.message, error)
    this.#onError?.(formError, { ...where, error })
  }
}
