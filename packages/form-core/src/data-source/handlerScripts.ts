import { ScriptRunner, compileScript } from '../scripts/index.js'
import { DataSourceError } from './dataSourceError.js'

export const CONFIG_HANDLER_PARAMS = ['config', 'isSandbox', 'DSV', 'VFR'] as const
export const DATA_HANDLER_PARAMS = ['result', 'isSandbox', 'DSV', 'VFR'] as const
export const ERROR_HANDLER_PARAMS = ['error', 'isSandbox', 'DSV', '$message', 'VFR'] as const
const EXPRESSION_PARAMS = ['DSV', 'VFR'] as const

/** Bodies VForm Pro uses when a handler is left empty (reference §5). */
export const DEFAULT_HANDLERS = {
  configHandlerCode: 'return config',
  dataHandlerCode: 'return result.data.data',
  errorHandlerCode: '$message.error(error.message)',
} as const

const isBlank = (body: unknown): boolean => typeof body !== 'string' || body.trim() === ''

/**
 * Runs the handler bodies and expressions of one data source with `this` = null, as VForm Pro
 * does. A failing script is reported through the runner (console, the model's scriptError
 * event) and then thrown as ERR_SCRIPT, so the run goes down its error path instead of crashing.
 */
export class HandlerScripts {
  readonly #runner: ScriptRunner
  readonly #owner: string

  constructor(runner: ScriptRunner | undefined, owner: string) {
    this.#runner = runner ?? new ScriptRunner()
    this.#owner = owner
  }

  /** Runs `body` (or the default body of `hook` when blank); async results are awaited. */
  async run(hook: keyof typeof DEFAULT_HANDLERS, params: readonly string[], body: unknown, args: readonly unknown[]): Promise<unknown> {
    const source = isBlank(body) ? DEFAULT_HANDLERS[hook] : (body as string)
    try {
      return await compileScript(params, source).apply(null, [...args])
    } catch (error) {
      throw this.#fail(hook, error)
    }
  }

  /** Value of a JavaScript expression with DSV and VFR in scope (Variable URL and items). */
  evaluate(what: string, expression: string, dsv: unknown, vfr: unknown): unknown {
    try {
      return compileScript(EXPRESSION_PARAMS, `return (${expression}\n)`).call(null, dsv, vfr)
    } catch (error) {
      throw this.#fail(what, error)
    }
  }

  /** The user sees the script's own message (SPEC §8); the report names the source and the hook. */
  #fail(hook: string, error: unknown): DataSourceError {
    this.#runner.report(error, { hook, owner: this.#owner })
    const message = error instanceof Error ? error.message : String(error)
    return new DataSourceError('ERR_SCRIPT', message, { cause: error })
  }
}
