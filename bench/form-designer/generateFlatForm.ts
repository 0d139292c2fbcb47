import type { FormJson } from '@tandem/form-core'
import { WidgetFactory, formConfig } from '../form-render/widgets/index.ts'

/** Field types of a flat designer form, in turn: inputs first so every third widget has a label editor and a text box. */
const FLAT_TYPES = ['input', 'select', 'number', 'date', 'textarea', 'radio', 'checkbox', 'switch'] as const

/** A flat form of `count` fields at the root (no containers), as a designer user builds it by appending. Same count → same JSON. */
export function generateFlatForm(count: number): FormJson {
  if (!Number.isInteger(count) || count < 1) throw new Error(`count must be a positive integer, got ${count}`)
  const widgets = new WidgetFactory()
  const widgetList = Array.from({ length: count }, (_, index) => widgets.field(FLAT_TYPES[index % FLAT_TYPES.length], `字段${index + 1}`))
  return { widgetList, formConfig: formConfig() }
}
