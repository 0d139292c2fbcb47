import { HOOK_PARAMS, isHookName } from '../scripts/index.js'
import type { EventEditorSpec } from './propertyEditorTypes.js'

export interface EventContext {
  /** the widget sits in a sub-form row: its onChange gets the row's data and id too */
  inSubForm?: boolean
}

/** The editor of a handler option, or undefined when the renderer never calls it. */
export function eventEditorOf(key: string, context: EventContext = {}): EventEditorSpec | undefined {
  if (!isHookName(key)) return undefined
  const hook = key === 'onChange' && context.inSubForm === true ? 'onSubFormFieldChange' : key
  return { key, group: 'event', params: HOOK_PARAMS[hook] }
}

/** The read-only lines framing a handler body in its editor: `onChange(value, oldValue) {` and `}`. */
export function handlerSignature(spec: EventEditorSpec): { header: string; footer: string } {
  return { header: `${spec.key}(${spec.params.join(', ')}) {`, footer: '}' }
}
