import type { FormError } from '../errors/index.js'
import type { Locale } from '../i18n/index.js'
import type { ValidatorKind } from '../registry/index.js'
import type { ScriptRunner } from '../scripts/index.js'
import type { WidgetOptions } from '../types.js'

export type ValidationTrigger = 'blur' | 'change'

/** Result of one rule: an error message, or null when the value passes. */
export type RuleResult = string | null

/** The registry's validator kinds, plus `value`: the value has the shape the widget produces. */
export type RuleKind = ValidatorKind | 'value'

export interface ValidationRule {
  readonly kind: RuleKind
  /** when a renderer re-validates: required on blur only, the others on blur and change (VForm) */
  readonly trigger: readonly ValidationTrigger[]
  readonly validate: (value: unknown) => RuleResult | Promise<RuleResult>
}

/** What a rule needs besides the widget: language, and for onValidate a runner and `this`. */
export interface RuleContext {
  locale?: Locale
  /** runs onValidate bodies; without one, onValidate is skipped (e.g. on a server) */
  runner?: ScriptRunner
  /** `this` of onValidate for a field path (the renderer's widget ref) */
  getThis?: (path: string) => unknown
  /** path reported to the script as rule.fullField */
  path?: string
  /** told about a validation setting that cannot be used (bad regex) */
  onConfigError?: (error: FormError) => void
  /** whether the user may read an uploaded file named in a value (the server's check); unset: not checked */
  isFileReadable?: (file: { name: string; url: string }) => boolean | Promise<boolean>
}

/** The widget facts rules are built from: its type and its effective options. */
export interface RuleSource {
  type: string
  options: WidgetOptions
}

/** A field that failed validation. */
export interface FieldError {
  /** model: name or name@row{rowId}; plain data: name or subForm.rowIndex.name */
  path: string
  name: string
  label: string
  subFormName: string | null
  rowIndex: number | null
  rowId: string | null
  /** first message */
  message: string
  messages: string[]
}

/** A field error addressed as plain data addresses it (sub-form rows by index), e.g. by a server. */
export type DataFieldError = Pick<FieldError, 'name' | 'subFormName' | 'rowIndex' | 'messages'>

/** A widget's state at one data path after the form's scripts ran (a server's replay). */
export interface DataFieldState {
  /** hidden itself or inside a hidden container: not validated */
  hidden: boolean
  /** the options its rules are built from (label, required, optionItems as the scripts left them) */
  options?: WidgetOptions
}

/** States by data path: field or container name, `subForm.rowIndex.field` for a row's field. */
export type DataFieldStates = Readonly<Record<string, DataFieldState>>
