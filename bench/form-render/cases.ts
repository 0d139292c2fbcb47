import { generateMixedForm, generateSubForm } from './generate.ts'
import type { FormCase } from './measure/index.ts'

/** The cases of the form renderer benchmark, in report order. */
export const FORM_CASES: readonly FormCase[] = [
  ...[100, 500, 1000, 2000].map((fields) => ({
    id: `fields-${fields}`,
    title: `${fields.toLocaleString('en-US')} fields`,
    build: () => generateMixedForm(fields),
  })),
  { id: 'subform-200x5', title: 'sub-form 200 rows x 5 fields', build: () => generateSubForm(200) },
]
