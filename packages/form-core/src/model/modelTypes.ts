import type { FormError } from '../errors/index.js'
import type { Locale } from '../i18n/index.js'
import type { ScriptErrorInfo, ScriptRunner } from '../scripts/index.js'
import type { FieldError } from '../validation/index.js'
import type { FormConfig, FormData, OptionItem, Widget, WidgetOptions } from '../types.js'

/** Per-widget state a caller can change; unset keys fall back to the widget's options. */
export interface WidgetStatePatch {
  hidden?: boolean
  disabled?: boolean
  readonly?: boolean
  required?: boolean
  readMode?: boolean
  label?: string
  optionItems?: OptionItem[]
  customClass?: string[]
  /** setWidgetOption() overrides */
  options?: Record<string, unknown>
}

/** Immutable view of one form-item or static field; the same object until that field changes. */
export interface FieldSnapshot {
  readonly path: string
  readonly name: string
  readonly type: string
  /** the JSON widget (schema); do not mutate */
  readonly widget: Widget
  readonly subFormName: string | null
  readonly rowId: string | null
  /** null for static widgets */
  readonly value: unknown
  /** the widget's own hidden flag (containers above hide it by not rendering it) */
  readonly hidden: boolean
  /** effective: own, form disabled, a disabled container above, sub-form or row disabled */
  readonly disabled: boolean
  readonly readonly: boolean
  readonly required: boolean
  /** effective: own read mode or the form's */
  readonly readMode: boolean
  readonly label: string
  /** option fields only */
  readonly optionItems: readonly OptionItem[] | undefined
  readonly customClass: readonly string[]
  /** JSON options with setWidgetOption() overrides applied */
  readonly options: Readonly<WidgetOptions>
  /** current validation messages, [] when valid or not validated */
  readonly errors: readonly string[]
}

/** Immutable view of a container. */
export interface ContainerSnapshot {
  readonly path: string
  readonly name: string
  readonly type: string
  readonly widget: Widget
  readonly hidden: boolean
  /** effective: own, form disabled or a disabled container above */
  readonly disabled: boolean
  readonly customClass: readonly string[]
  readonly options: Readonly<WidgetOptions>
}

export interface TabPaneState {
  readonly name: string
  readonly label: string
  readonly hidden: boolean
  readonly disabled: boolean
}

export interface TabSnapshot extends ContainerSnapshot {
  /** index into panes (hidden panes included) */
  readonly activeIndex: number
  readonly panes: readonly TabPaneState[]
}

export interface SubFormSnapshot extends ContainerSnapshot {
  readonly rowIds: readonly string[]
  /** ids of rows disabled with disableRow() */
  readonly disabledRowIds: readonly string[]
  /** the sub-form's form-item fields (its columns) */
  readonly fieldNames: readonly string[]
}

export interface FormSnapshot {
  readonly readMode: boolean
  readonly disabled: boolean
  readonly locale: Locale
  readonly formConfig: Readonly<FormConfig>
}

export type WidgetSnapshot = FieldSnapshot | ContainerSnapshot | TabSnapshot | SubFormSnapshot

/** Everything the model tells its form-level subscribers, as one typed union. */
export type FormEvent =
  | {
      type: 'valueChange'
      path: string
      name: string
      value: unknown
      oldValue: unknown
      subFormName: string | null
      rowId: string | null
      rowIndex: number | null
    }
  | { type: 'rowAdd' | 'rowInsert'; subFormName: string; rowId: string; rowIndex: number }
  | { type: 'rowDelete'; subFormName: string; rowId: string; rowIndex: number; row: FormData }
  | { type: 'rowsReplace'; subFormName: string }
  | { type: 'formDataSet'; data: FormData }
  | { type: 'formReset' }
  | { type: 'stateChange'; path: string | null }
  | { type: 'validate'; errors: readonly FieldError[] }
  | { type: 'scriptError'; error: FormError; info: ScriptErrorInfo }
  /** updateStructure() took a new JSON; `formConfigChanged` when formConfig is a new object */
  | { type: 'structureChange'; formConfigChanged: boolean }

export type FormEventListener = (event: FormEvent) => void

/**
 * What a structure edit changed, as the schema store reports it (its SchemaChange has these keys):
 * the ids of the widgets whose object was replaced, added or removed, and whether formConfig is a
 * new object.
 */
export interface StructureChanges {
  touchedIds: readonly string[]
  formConfigChanged: boolean
}

export interface CreateFormModelOptions {
  /** initial values (deep-copied), VForm's form-data prop */
  formData?: FormData
  /** field name → option items, replacing optionItems at creation (VForm's option-data prop) */
  optionData?: Record<string, OptionItem[]>
  /** default: getLocale() */
  locale?: Locale
  /** runs onValidate (and is what the renderer should use for other hooks); default: a new runner */
  scriptRunner?: ScriptRunner
  /** told about every failing script (after console.error) */
  onError?: (error: FormError, info: ScriptErrorInfo) => void
  /** fields of vf-dialog / vf-drawer belong to this form (a design canvas draws them in place) */
  inlineDialogs?: boolean
}

export interface SetValueOptions {
  /** true: no valueChange event (Pro's disableChangeEvent) */
  silent?: boolean
}
