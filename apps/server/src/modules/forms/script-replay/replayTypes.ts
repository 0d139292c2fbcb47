import type { DataFieldStates, FieldError, FormData } from '@tandem/form-core'

/** What one replay may use: QuickJS heap and wall time for all of a save's scripts together. */
export interface ReplayLimits {
  memoryBytes: number
  timeBudgetMs: number
}

/** Why a script stopped the replay. */
export type ReplayFailureKind = 'error' | 'timeout' | 'memory' | 'syntax'

/** The script that stopped a replay: its widget ('form' for formConfig hooks), event and error. */
export interface ReplayFailure {
  owner: string
  hook: string
  kind: ReplayFailureKind
  /** the error as the script engine reports it (English, from the script) */
  detail: string
}

/** What one script did during a replay. */
export interface ScriptUse {
  owner: string
  hook: string
  /** called members that change state the server replays (setHidden, setValue, ...) */
  stateCalls: string[]
  /** called members the server skips (page, dialogs, requests, data sources) */
  skippedCalls: string[]
}

export type ReplayResult =
  | {
      ok: true
      /** the submitted data with the values scripts set in its place */
      data: FormData
      /** per data path: hidden flag and the options the rules are built from */
      states: DataFieldStates
      /** the values the fields' onValidate scripts refuse, addressed as the validator addresses errors */
      refused: FieldError[]
      uses: ScriptUse[]
    }
  | { ok: false; failure: ReplayFailure; uses: ScriptUse[] }
