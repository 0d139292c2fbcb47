import { generateMixedForm, generateSubForm } from './generate.ts'
import type { GeneratedForm } from './generate.ts'

export interface FormCase {
  id: string
  title: string
  build(): GeneratedForm
}

/** The cases of the form renderer benchmark, in report order. */
export const FORM_CASES: readonly FormCase[] = [
  ...[100, 500, 1000, 2000].map((fields) => ({
    id: `fields-${fields}`,
    title: `${fields.toLocaleString('en-US')} fields`,
    build: () => generateMixedForm(fields),
  })),
  { id: 'subform-200x5', title: 'sub-form 200 rows x 5 fields', build: () => generateSubForm(200) },
]
