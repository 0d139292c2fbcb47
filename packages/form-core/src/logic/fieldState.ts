// The state of one widget (in one sub-form row) once the rules have spoken: its JSON options,
// overridden by active rules on itself, and by rules on the containers around it.

import { t, type Locale } from '../i18n/index.js'
import type { WidgetNode } from '../tree/index.js'
import type { OptionValue } from '../types.js'
import type { ErrorCode } from './formula/values.js'
import type { FieldFlags, LogicState } from './logicState.js'

export interface LogicFieldState {
  hidden: boolean
  required: boolean
  disabled: boolean
  readonly: boolean
  /** the option values a limitOptions rule leaves; null: all of the widget's options */
  options: readonly OptionValue[] | null
  /** messages of active error effects */
  errors: readonly string[]
  /** the field's value comes from a formula */
  computed: boolean
  /** the formula's error value, when its result is one */
  formulaError: ErrorCode | null
}

/** The rules' flags for a widget in a row: row-relative rules first, then rules for the whole form. */
export function flagsOf(state: LogicState, node: WidgetNode, rowIndex: number | null): FieldFlags | undefined {
  const form = state.formFlags.get(node.name)
  const sub = node.subForm?.name
  const row = sub !== undefined && rowIndex !== null ? state.rowFlags.get(sub)?.[rowIndex]?.get(node.name) : undefined
  if (!row) return form
  if (!form) return row
  return { ...form, ...row, errors: [...(form.errors ?? []), ...(row.errors ?? [])] }
}

type InheritedFlag = 'required' | 'disabled' | 'readonly'

/** A flag set by rules on the widget itself, else on the nearest container that has one, else undefined. */
function ruledFlag(state: LogicState, node: WidgetNode, rowIndex: number | null, key: InheritedFlag): boolean | undefined {
  const own = flagsOf(state, node, rowIndex)?.[key]
  if (own !== undefined) return own
  for (let at = node.ancestors.length - 1; at >= 0; at -= 1) {
    const value = flagsOf(state, node.ancestors[at], null)?.[key]
    if (value !== undefined) return value
  }
  return undefined
}

function hiddenOf(state: LogicState, node: WidgetNode, rowIndex: number | null): boolean {
  const ruled = flagsOf(state, node, rowIndex)?.hidden
  return ruled ?? node.widget.options.hidden === true
}

export function logicFieldState(state: LogicState, node: WidgetNode, rowIndex: number | null = null): LogicFieldState {
  const options = node.widget.options
  const flags = flagsOf(state, node, rowIndex)
  const path = node.subForm && rowIndex !== null ? `${node.subForm.name}.${rowIndex}.${node.name}` : node.name
  const computed = state.logic.formulas.has(node.name)
  return {
    hidden: hiddenOf(state, node, rowIndex) || node.ancestors.some((ancestor) => hiddenOf(state, ancestor, null)),
    required: ruledFlag(state, node, rowIndex, 'required') ?? options.required === true,
    disabled: ruledFlag(state, node, rowIndex, 'disabled') ?? options.disabled === true,
    readonly: computed || (ruledFlag(state, node, rowIndex, 'readonly') ?? options.readonly === true),
    options: flags?.options ?? null,
    errors: flags?.errors ?? [],
    computed,
    formulaError: state.formulaErrors.get(path) ?? (computed && state.logic.cyclic.has(node.name) ? '#REF!' : null),
  }
}

/** What the rules say is wrong with a field in a row: its formula's error value, then active error effects. */
export function logicMessages(state: LogicState, node: WidgetNode, rowIndex: number | null, locale?: Locale): string[] {
  const field = logicFieldState(state, node, rowIndex)
  const label = node.widget.options.label || node.name
  return [...(field.formulaError ? [t('formulaFailed', { label, error: field.formulaError }, locale)] : []), ...field.errors]
}
