// Form logic: the model's cost per keystroke with rules and formulas, and the server's validation
// with them, in Node without a browser (see bench/README.md).
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createFormDataValidator, createFormModel, evaluateLogic, compileLogic, rowFieldPath, type FormModel } from '@tandem/form-core'
import { currentLoad, describeMachine, median, percentile, writeDocsSection } from '../lib/index.ts'
import { logicForm } from './generateForm.ts'

const RUNS = 400
const WARMUP = 50
const write = !process.argv.includes('--no-write')

interface Figure {
  case: string
  medianMs: number
  p95Ms: number
  p99Ms: number
}

async function measure(name: string, once: (i: number) => unknown, runs = RUNS): Promise<Figure> {
  for (let i = 0; i < WARMUP; i++) await once(i)
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await once(i)
    times.push(performance.now() - start)
  }
  return { case: name, medianMs: median(times), p95Ms: percentile(times, 95), p99Ms: percentile(times, 99) }
}

/** The data a browser would send: the model's values, computed fields filled in. */
function filled(json: Record<string, unknown>, data: Record<string, unknown>): Record<string, unknown> {
  return evaluateLogic(compileLogic(json as never), data).data
}

const loadAtStart = currentLoad()
const keystroke = { fields: 1000, rows: 200, rules: 300, formulas: 100 }
const withLogic = logicForm({ ...keystroke, logic: true })
const without = logicForm({ ...keystroke, logic: false })
const models: Record<string, FormModel> = {
  logic: createFormModel(withLogic.json, { formData: withLogic.data }),
  plain: createFormModel(without.json, { formData: without.data }),
}
const rowId = (model: FormModel) => model.getRowIds('lines')[7]
const figures: Figure[] = [
  await measure('1,000 fields, logic: setValue of the field 50 rules read (f0)', (i) => models.logic.setValue('f0', i % 10)),
  await measure('1,000 fields, no logic: setValue of f0', (i) => models.plain.setValue('f0', i % 10)),
  await measure('1,000 fields, logic: setValue of a sub-form row (100 formulas over its column total of 200 rows)', (i) => models.logic.setValue(rowFieldPath('amount', rowId(models.logic)), i % 10)),
  await measure('1,000 fields, no logic: setValue of a sub-form row', (i) => models.plain.setValue(rowFieldPath('amount', rowId(models.plain)), i % 10)),
  await measure('1,000 fields, logic: createFormModel (compile, evaluate, apply)', () => createFormModel(withLogic.json, { formData: withLogic.data }), 40),
  await measure('1,000 fields, no logic: createFormModel', () => createFormModel(without.json, { formData: without.data }), 40),
]
const server = { fields: 2000, rows: 200, rules: 300, formulas: 100 }
const serverLogic = logicForm({ ...server, logic: true })
const serverPlain = logicForm({ ...server, logic: false })
const validators = { logic: createFormDataValidator(serverLogic.json), plain: createFormDataValidator(serverPlain.json) }
const submitted = filled(serverLogic.json, serverLogic.data)
const refused = await validators.logic.validate({ ...submitted, f1900: -1 })
if ((await validators.logic.validate(submitted)).length !== 0 || refused.length !== 1) throw new Error('the generated data does not validate as expected')
figures.push(
  await measure('2,000 fields, logic: server validation (rules and formulas evaluated, computed values compared)', () => validators.logic.validate(submitted), 200),
  await measure('2,000 fields, no logic: server validation', () => validators.plain.validate(serverPlain.data), 200),
)

const { chromium: _chromium, ...machine } = describeMachine('', loadAtStart)
const format = (ms: number): string => (ms < 0.1 ? ms.toFixed(3) : ms.toFixed(2))
const rows = figures.map((f) => `| ${f.case} | ${format(f.medianMs)} | ${format(f.p95Ms)} | ${format(f.p99Ms)} |`)
const body = [
  '## Form logic (rules and formulas)',
  '',
  '`npm run bench:logic -w bench` (bench/form-logic), in Node without a browser: a generated form of',
  `${keystroke.fields} number fields in grids with ${keystroke.rules} rules (50 of them reading f0) and ${keystroke.formulas} formulas (each a field times 2`,
  `plus the total of a sub-form column of ${keystroke.rows} rows), against the same form without logic; the model's`,
  `setValue is what a keystroke costs the form model (the renderer's share is measured by bench:form);`,
  `server validation on the ${server.fields}-field form with the same logic. ${RUNS} runs per case after ${WARMUP} warm-up runs`,
  '(createFormModel: 40, validation: 200).',
  '',
  `${machine.date}; ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGb} GB RAM; load average ${machine.load.start} at start, ${machine.load.end} at end; Node ${machine.node}`,
  ...(machine.load.start > machine.cpus
    ? ['', 'The load average was above the core count during the run: the p95 and p99 columns mostly measure waiting for a CPU; the medians compare the cases.']
    : []),
  '',
  '| case | median ms | p95 ms | p99 ms |',
  '|---|---|---|---|',
  ...rows,
].join('\n')
console.log(body)
if (write) {
  writeFileSync(fileURLToPath(new URL('../results/form-logic.json', import.meta.url)), JSON.stringify({ machine, figures }, null, 2) + '\n')
  writeDocsSection(fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url)), 'form-logic', body)
}
