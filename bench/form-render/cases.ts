import { generateMixedForm, generateSubForm } from './generate.ts'
import { generateDataTable } from './generateDataTable.ts'
import { measureAddRow, measureTableScroll } from './measure/containerSteps.ts'
import { measureKeystrokes, measurePaint } from './measure/index.ts'
import type { FormCase } from './measure/index.ts'

/** The cases of the form renderer benchmark, in report order. */
export const FORM_CASES: readonly FormCase[] = [
  ...[20, 100, 500, 1000, 2000].map((fields) => ({
    id: `fields-${fields}`,
    title: `${fields.toLocaleString('en-US')} fields`,
    build: () => generateMixedForm(fields),
  })),
  { id: 'subform-200x5', title: 'sub-form 200 rows x 5 fields', build: () => generateSubForm(200) },
  { id: 'subform-1000x5', title: 'sub-form 1,000 rows x 5 fields', build: () => generateSubForm(1000), steps: [measurePaint, measureAddRow, measureKeystrokes] },
  { id: 'datatable-100000', title: 'data table 100,000 rows', build: () => generateDataTable(100_000), steps: [measurePaint, measureTableScroll] },
]
