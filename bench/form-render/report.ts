import { VIEWPORT, formatMachine } from '../lib/index.ts'
import type { MachineInfo, ScriptSizes } from '../lib/index.ts'
import type { RendererAdapter } from './adapters/index.ts'
import { BUNDLE_TARGET_KB, isOwn, type BundleChunk, type BundleSizes } from './bundle.ts'
import { measureAddRow, measureTableScroll } from './measure/containerSteps.ts'
import { DEFAULT_STEPS, KEYSTROKES, measureDetachedKeystrokes, measureFootprint, measureKeystrokes, measurePaint } from './measure/index.ts'
import type { CaseMeasurement, FormCase, KeystrokeFloor, MeasurementStep } from './measure/index.ts'

type Figure = 'paintMs' | 'keyMedianMs' | 'keyP95Ms' | 'keyScriptMedianMs' | 'keyDetachedMedianMs' | 'keyDetachedP95Ms' | 'heapMb' | 'domElements' | 'scrollFrameMedianMs' | 'scrollFrameP95Ms' | 'addRowMedianMs' | 'addRowP95Ms'

interface Row {
  figure: Figure
  title: string
  format(value: number): string
  /** Target for the Tandem renderer, per case id; absent = no target. */
  target?(caseId: string): { limit: number; text: string } | null
  /** The step that measures it: the row appears in the cases that run that step. */
  step: MeasurementStep
}

const duration = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`)
const latency = (ms: number) => `${ms.toFixed(1)} ms`
const count = (n: number) => Math.round(n).toLocaleString('en-US')
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const keyTarget = () => ({ limit: 16, text: '< 16 ms' })
const frameTarget = () => ({ limit: 16.7, text: '< 16.7 ms' })

const ROWS: readonly Row[] = [
  {
    figure: 'paintMs', title: 'setFormJson → painted', format: duration,
    target: (caseId) => (caseId === 'fields-2000' ? { limit: 1500, text: '< 1.5 s' } : null),
    step: measurePaint,
  },
  { figure: 'keyMedianMs', title: 'keystroke → paint, median', format: latency, step: measureKeystrokes },
  { figure: 'keyP95Ms', title: 'keystroke → paint, p95', format: latency, target: keyTarget, step: measureKeystrokes },
  { figure: 'keyScriptMedianMs', title: 'keystroke\'s input-event script, median', format: latency, step: measureKeystrokes },
  { figure: 'keyDetachedMedianMs', title: 'same page, text boxes detached: keystroke median', format: latency, step: measureDetachedKeystrokes },
  { figure: 'keyDetachedP95Ms', title: 'same page, text boxes detached: keystroke p95', format: latency, step: measureDetachedKeystrokes },
  { figure: 'heapMb', title: 'JS heap after GC', format: (mb) => `${mb.toFixed(1)} MB`, step: measureFootprint },
  { figure: 'domElements', title: 'DOM elements', format: count, step: measureFootprint },
  { figure: 'scrollFrameMedianMs', title: 'scroll frame, median', format: latency, target: frameTarget, step: measureTableScroll },
  { figure: 'scrollFrameP95Ms', title: 'scroll frame, p95', format: latency, target: frameTarget, step: measureTableScroll },
  { figure: 'addRowMedianMs', title: 'add row → painted, median', format: latency, step: measureAddRow },
  { figure: 'addRowP95Ms', title: 'add row → painted, p95', format: latency, step: measureAddRow },
]

const rowsOf = (formCase: FormCase) => ROWS.filter((row) => (formCase.steps ?? DEFAULT_STEPS).includes(row.step))

export interface ReportInput {
  machine: MachineInfo
  /** [baseline, subject]: ratios are baseline ÷ subject. */
  adapters: readonly RendererAdapter[]
  cases: readonly FormCase[]
  results: readonly CaseMeasurement[]
  /** Keystroke → paint on a page with one plain <input>, when measured. */
  floor?: KeystrokeFloor
  /** The renderer's bundle built from source, when measured. */
  bundle?: BundleSizes
}

function cell(result: CaseMeasurement | undefined, row: Row): string {
  if (!result) return 'not run'
  // Results recorded before a figure existed lack it.
  const value = result[row.figure] ?? null
  if (value !== null) return row.format(value)
  return result.status === 'ok' ? '—' : result.status
}

function ratio(baseline: CaseMeasurement | undefined, subject: CaseMeasurement | undefined, figure: Figure): string {
  const a = baseline?.[figure]
  const b = subject?.[figure]
  return typeof a === 'number' && typeof b === 'number' && b > 0 ? `${(a / b).toFixed(1)}×` : '—'
}

function targetCell(row: Row, caseId: string, subject: CaseMeasurement | undefined): string {
  const target = row.target?.(caseId)
  if (!target) return ''
  const value = subject?.[row.figure]
  if (typeof value !== 'number') return target.text
  return `${target.text}: ${value < target.limit ? 'met' : 'missed'}`
}

function figuresTable({ adapters, cases, results }: ReportInput): string[] {
  const [baseline, subject] = adapters
  const find = (adapter: RendererAdapter, caseId: string) =>
    results.find((result) => result.adapterId === adapter.id && result.caseId === caseId)
  const lines = [
    `| case | figure | ${baseline.name} | ${subject.name} | ${baseline.name} ÷ ${subject.name} | target (${subject.name}) |`,
    '|---|---|--:|--:|--:|---|',
  ]
  for (const formCase of cases) {
    const a = find(baseline, formCase.id)
    const b = find(subject, formCase.id)
    if (!a && !b) continue
    rowsOf(formCase).forEach((row, i) => {
      const label = i === 0 ? formCase.title : ''
      lines.push(
        `| ${label} | ${row.title} | ${cell(a, row)} | ${cell(b, row)} | ${ratio(a, b, row.figure)} | ${targetCell(row, formCase.id, b)} |`,
      )
    })
  }
  return lines
}

/** The page's JS is the same in every case unless a renderer loads chunks lazily: report the largest. */
function largestScripts({ results }: ReportInput, adapter: RendererAdapter): ScriptSizes | undefined {
  return results
    .flatMap((result) => (result.adapterId === adapter.id && result.scripts ? [result.scripts] : []))
    .sort((x, y) => y.gzipBytes - x.gzipBytes)[0]
}

function scriptsTable(input: ReportInput): string[] {
  const lines = ['| page | JS files | JS as served | gzipped JS |', '|---|--:|--:|--:|']
  for (const adapter of input.adapters) {
    const scripts = largestScripts(input, adapter)
    const raw = scripts?.files.reduce((sum, file) => sum + file.bytes, 0) ?? 0
    lines.push(
      scripts
        ? `| ${adapter.name} | ${scripts.files.length} | ${kilobytes(raw)} | ${kilobytes(scripts.gzipBytes)} |`
        : `| ${adapter.name} | — | — | not measured |`,
    )
  }
  return lines
}

/** Per-file sizes, so the renderer's own share of a page can be read off. */
function scriptFiles(input: ReportInput): string[] {
  const lines: string[] = []
  for (const adapter of input.adapters) {
    const scripts = largestScripts(input, adapter)
    if (!scripts) continue
    lines.push('', `<details><summary>${adapter.name}: JS files, gzipped</summary>`, '')
    for (const file of scripts.files) lines.push(`- ${new URL(file.url).pathname}: ${kilobytes(file.gzipBytes)}`)
    lines.push('', '</details>')
  }
  return lines
}

/** One line per distinct note of a renderer, naming the cases it applies to ("all cases" when every one). */
function notes({ adapters, cases, results }: ReportInput): string[] {
  const lines: string[] = []
  for (const adapter of adapters) {
    const own = results.filter((result) => result.adapterId === adapter.id)
    const casesByNote = new Map<string, string[]>()
    for (const result of own) {
      const title = cases.find((c) => c.id === result.caseId)?.title ?? result.caseId
      for (const note of new Set(result.notes)) casesByNote.set(note, [...(casesByNote.get(note) ?? []), title])
    }
    for (const [note, titles] of casesByNote) {
      const where = titles.length === own.length && own.length > 1 ? 'all cases' : titles.join(', ')
      lines.push(`- ${adapter.name}, ${where}: ${note}`)
    }
  }
  return lines
}

function floorLines({ floor }: ReportInput): string[] {
  if (!floor) return []
  return [
    `Harness floor: the same keystroke measurement on a page with one plain \`<input>\` gives median ${latency(floor.keyMedianMs)},`,
    `p95 ${latency(floor.keyP95Ms)}; a renderer's figure above it is the renderer's own work.`,
  ]
}

function bundleSection({ bundle }: ReportInput): string[] {
  if (!bundle) return []
  const { own, thirdParty } = bundle
  const verdict = own.eagerGzipBytes < BUNDLE_TARGET_KB * 1024 ? 'met' : 'missed'
  // Origins of third-party code are package names; the bundler's own runtime is left out.
  const isPackage = (origin: string) => !isOwn(origin) && (origin.startsWith('@') || !origin.includes('/'))
  const packages = (loading: BundleChunk['loading']) =>
    [...new Set(thirdParty.chunks.filter((c) => c.loading === loading).flatMap((c) => c.contents.filter(isPackage)))].join(', ')
  return [
    '',
    `Tandem's renderer built alone (packages/form-render + form-core from source with ${bundle.bundler}, minified, gzip level 9,`,
    'every third-party package external; bench/form-render/bundle.ts):',
    '',
    `- the renderer's own JS: **${kilobytes(own.eagerGzipBytes)}** loaded with the renderer, ${kilobytes(own.lazyGzipBytes)} more on demand (target < ${BUNDLE_TARGET_KB} KB on top of React and antd: ${verdict});`,
    `- third-party code it brings beyond ${bundle.hostPackages.join(', ')}: ${kilobytes(thirdParty.eagerGzipBytes)} loaded with the renderer (${packages('eager')}), ${kilobytes(thirdParty.lazyGzipBytes)} on demand (${packages('lazy')}; with the first rich editor shown).`,
  ]
}

export function renderReport(input: ReportInput): string {
  const noteLines = notes(input)
  return [
    '## Form renderer',
    '',
    `Recorded by \`npm run bench:form -w bench\` on ${formatMachine(input.machine)}.`,
    '',
    ...input.adapters.map((adapter) => `- ${adapter.name}: ${adapter.label}`),
    '',
    'Forms come from bench/form-render/generate.ts (mixed field types in cards and grids; the sub-form',
    `case is filled through setFormData). Each case runs in a fresh page, ${VIEWPORT.width}x${VIEWPORT.height} viewport.`,
    '"setFormJson → painted": from the setFormJson call until the first frame painted after the',
    `form (and its data) is in the DOM. Keystrokes: one letter at each of ${KEYSTROKES} depths spread from the`,
    'top to the bottom of the form (scrolled there, into the text input nearest the middle of the viewport,',
    "so parts that mount on approach are typed into too), from the keydown's timeStamp to the end of the next painted frame; p95 is",
    'nearest-rank. "Same page, text boxes detached": the keystrokes again after every text box of the page',
    "was replaced by a copy of itself, which no listener of the renderer hears (boxes mounted later as they",
    "appear): what a key costs Chromium on that page's DOM with no renderer at work, the floor of any",
    'renderer that draws it. "Input-event script": per key, from a capturing to a bubbling input listener on',
    "window, so the renderer's handlers and the render they run (Vue's in a microtask within that span).",
    'Heap: JSHeapUsedSize after a forced GC, form on screen. DOM: elements in the document.',
    'Scroll frame (data table): a mouse-wheel scroll gesture through Chromium\'s input pipeline moves the',
    'table body 400 px (a full body height of new rows) per frame for 24,000 px while a trace is recorded;',
    'the figure is the main-thread time (tasks of script, style, layout, paint, GC) of each frame begun',
    'meanwhile, so 60 fps needs it under 16.7 ms. Add row (sub-form): ten real clicks on the add-row',
    'button, the page idle before each, from the click event to the end of the next painted frame.',
    ...(input.floor ? ['', ...floorLines(input)] : []),
    '',
    ...figuresTable(input),
    '',
    'JavaScript loaded by each page (gzip level 9 over the files as served):',
    '',
    ...scriptsTable(input),
    ...scriptFiles(input),
    ...bundleSection(input),
    ...(noteLines.length > 0 ? ['', 'Notes:', '', ...noteLines] : []),
  ].join('\n')
}

export function renderConsoleLine(adapter: RendererAdapter, formCase: FormCase, result: CaseMeasurement): string {
  const figures = rowsOf(formCase).map((row) => `${row.figure}=${cell(result, row)}`).join('  ')
  const notesText = result.notes.length > 0 ? `  [${result.notes.join('; ')}]` : ''
  return `${adapter.id.padEnd(7)} ${formCase.id.padEnd(14)} ${result.status.padEnd(13)} ${figures}${notesText}`
}
