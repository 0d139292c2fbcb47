import { ScriptRunner, type HookName, type ScriptOutcome } from '@tandem/form-core'

/**
 * The runner of a form shown with its scripts off: no handler or validation script is compiled or
 * run. run() gives no value; tryRun() says the script did not complete, so a custom validation
 * rule waiting for its callback passes instead of waiting forever.
 */
export class InertScriptRunner extends ScriptRunner {
  override run(): unknown {
    return undefined
  }

  override tryRun(_hook: HookName): ScriptOutcome {
    return { ok: false, value: undefined }
  }

  override runWith(): unknown {
    return undefined
  }
}
