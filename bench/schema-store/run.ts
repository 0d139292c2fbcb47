// Schema store: costs of the designer's edits on a 1,000-widget form (see bench/README.md).
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createSchemaStore, type SchemaAction, type SchemaStore } from '@tandem/form-core'
import { currentLoad, describeMachine, median, percentile, writeDocsSection } from '../lib/index.ts'
import { generateForm } from './generateForm.ts'

const WIDGETS = 1000
const RUNS = 2000
const WARMUP = 200
const write = !process.argv.includes('--no-write')

interface Figure {
  case: string
  medianMs: number
  p95Ms: number
  p99Ms: number
}

function measure(name: string, once: (i: number) => void, runs = RUNS): Figure {
  for (let i = 0; i < WARMUP; i++) once(i)
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    once(i)
    times.push(performance.now() - start)
  }
  return { case: name, medianMs: median(times), p95Ms: percentile(times, 95), p99Ms: percentile(times, 99) }
}

/** Times `action` then its undo, alternately, so every undo has a step to take back. */
function measurePair(name: string, store: SchemaStore, action: (i: number) => SchemaAction): Figure[] {
  const done: number[] = []
  const undone: number[] = []
  for (let i = 0; i < WARMUP + RUNS; i++) {
    let start = performance.now()
    store.dispatch(action(i))
    const dispatchMs = performance.now() - start
    start = performance.now()
    store.undo()
    const undoMs = performance.now() - start
    if (i >= WARMUP) {
      done.push(dispatchMs)
      undone.push(undoMs)
    }
  }
  const figure = (label: string, times: number[]): Figure => ({ case: label, medianMs: median(times), p95Ms: percentile(times, 95), p99Ms: percentile(times, 99) })
  return [figure(name, done), figure(`undo of ${name}`, undone)]
}

const loadAtStart = currentLoad()
const json = generateForm(WIDGETS)
const figures: Figure[] = [measure('createSchemaStore (load, fill, index)', () => createSchemaStore(json), 50)]
const store = createSchemaStore(json)
figures.push(
  ...measurePair('patchOptions of a field in a grid column', store, (i) => ({ type: 'patchOptions', id: 'field300', patch: { label: `label ${i}` } })),
  ...measurePair('move a field to another grid', store, () => ({ type: 'move', id: 'field10', parentId: 'grid60col1', index: 0 })),
  ...measurePair('insert a new field at the root', store, () => ({ type: 'insert', parentId: null, index: 20, widget: store.createWidget('input') })),
  ...measurePair('clone a grid', store, () => ({ type: 'clone', id: 'grid5' })),
  ...measurePair('table: insert a row below', store, () => ({ type: 'table', operation: 'insertRowBelow', targetId: 'cell11' })),
  measure('toSavedJson (strip defaults, copy)', () => store.toSavedJson(), 50),
)
// the machine line of a browser bench without its Chromium field
const { chromium: _chromium, ...machine } = describeMachine('', loadAtStart)
const format = (ms: number): string => (ms < 0.1 ? ms.toFixed(3) : ms.toFixed(2))
const rows = figures.map((f) => `| ${f.case} | ${format(f.medianMs)} | ${format(f.p95Ms)} | ${format(f.p99Ms)} |`)
const body = [
  '## Schema store',
  '',
  `\`npm run bench:schema -w bench\`: the designer's edits on a generated form of ${WIDGETS} widgets (grids of`,
  `two columns with four fields, root-level selects, a 6×4 table), in Node without a browser;`,
  `${RUNS} runs per case after ${WARMUP} warm-up runs (load and saving: 50), each edit timed with its undo.`,
  '',
  `${machine.date}; ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGb} GB RAM; load average ${machine.load.start} at start, ${machine.load.end} at end; Node ${machine.node}`,
  '',
  '| case | median ms | p95 ms | p99 ms |',
  '|---|---|---|---|',
  ...rows,
].join('\n')
console.log(body)
if (write) {
  writeFileSync(fileURLToPath(new URL('../results/schema-store.json', import.meta.url)), JSON.stringify({ machine, figures }, null, 2) + '\n')
  writeDocsSection(fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url)), 'schema-store', body)
}
