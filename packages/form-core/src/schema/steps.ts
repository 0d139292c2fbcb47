import type { FormConfig, Widget } from '../types.js'

/**
 * The one primitive edit: the object at `id` (a widget, or the root list when id is null) goes
 * from `before` to `after`. Its inverse swaps the two, so history keeps steps, not copies of the form.
 */
export type SchemaStep =
  | { kind: 'widget'; id: string; before: Widget; after: Widget }
  | { kind: 'root'; before: readonly Widget[]; after: readonly Widget[] }
  | { kind: 'formConfig'; before: FormConfig; after: FormConfig }

export function invertStep(step: SchemaStep): SchemaStep {
  return { ...step, before: step.after, after: step.before } as SchemaStep
}

/** Appends `step`, folding it into the last step when both replace the same object in a row. */
export function appendStep(steps: SchemaStep[], step: SchemaStep): void {
  const last = steps[steps.length - 1]
  const sameTarget = last && last.kind === step.kind && (last.kind !== 'widget' || (step.kind === 'widget' && last.id === step.id))
  if (sameTarget && last.after === step.before) steps[steps.length - 1] = { ...last, after: step.after } as SchemaStep
  else steps.push(step)
}
