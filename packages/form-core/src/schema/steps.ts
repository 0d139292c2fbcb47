import type { FormConfig, FormJson, Widget } from '../types.js'

/** One object before and after a step. */
export interface Swap<T> {
  before: T
  after: T
}

/**
 * The one primitive edit an action asks for: the object at `id` (a widget, or the root list when
 * id is null) or the form's config goes from `before` to `after`.
 */
export type SchemaEdit =
  | ({ kind: 'widget'; id: string } & Swap<Widget>)
  | ({ kind: 'root' } & Swap<readonly Widget[]>)
  | ({ kind: 'formConfig' } & Swap<FormConfig>)

/** The objects above an edit that the store copied to hold it: each ancestor (parent first) and the form. */
export interface StepPath {
  ancestors: readonly Swap<Widget>[]
  form: Swap<FormJson>
}

/**
 * An applied edit with the path it copied. Its inverse swaps every pair, so applying it puts the
 * very objects of the path back (renderers keep what they memoised): history keeps only steps.
 */
export type SchemaStep = SchemaEdit & StepPath

const swapped = <T>({ before, after }: Swap<T>): Swap<T> => ({ before: after, after: before })

export function invertStep(step: SchemaStep): SchemaStep {
  return { ...step, ...swapped<unknown>(step), ancestors: step.ancestors.map(swapped), form: swapped(step.form) } as SchemaStep
}

/** Appends `step`, folding it into the last step when both replace the same object in a row. */
export function appendStep(steps: SchemaStep[], step: SchemaStep): void {
  const last = steps[steps.length - 1]
  const sameTarget = last && last.kind === step.kind && (last.kind !== 'widget' || (step.kind === 'widget' && last.id === step.id))
  if (!sameTarget || last.after !== step.before) {
    steps.push(step)
    return
  }
  // the same widget edited twice in a row sits under the same ancestors
  steps[steps.length - 1] = {
    ...last,
    after: step.after,
    ancestors: last.ancestors.map((swap, i) => ({ before: swap.before, after: step.ancestors[i].after })),
    form: { before: last.form.before, after: step.form.after },
  } as SchemaStep
}
