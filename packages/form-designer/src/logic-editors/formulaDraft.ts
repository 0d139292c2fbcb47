import { compileLogic, evaluateLogic, FormulaSyntaxError, logicFieldState, parseFormula, WIDGET_FORMULA_KEY, type FormJson, type FormulaNode, type LogicIssue } from '@tandem/form-core'
import type { LogicCatalog } from './logicFields'
import { withWidgetOption } from './ruleDraft'

// A formula while the editor holds it: what the engine's checks say about it in this form (with
// positions), which fields it reads, and what it computes from sample values.

export interface FormulaProblemView {
  code: LogicIssue['code']
  /** the engine's sentence without the 「标签（name）的公式：」 it starts with */
  message: string
  start?: number
  end?: number
}

export interface FormulaCheck {
  /** the form with the draft formula in place */
  json: FormJson
  problems: FormulaProblemView[]
  /** false when the text does not parse (it cannot be saved) */
  parses: boolean
  /** fields the formula names directly, in order of appearance */
  reads: string[]
}

function namesRead(node: FormulaNode, into: Set<string>): void {
  if (node.kind === 'field') into.add(node.name)
  else if (node.kind === 'unary') namesRead(node.operand, into)
  else if (node.kind === 'binary') {
    namesRead(node.left, into)
    namesRead(node.right, into)
  } else if (node.kind === 'call') for (const arg of node.args) namesRead(arg, into)
}

export function checkDraftFormula(json: FormJson, name: string, formula: string): FormulaCheck {
  const draft = withWidgetOption(json, name, WIDGET_FORMULA_KEY, formula.trim() === '' ? undefined : formula)
  const reads = new Set<string>()
  let parses = true
  try {
    if (formula.trim() !== '') namesRead(parseFormula(formula), reads)
  } catch (error) {
    if (!(error instanceof FormulaSyntaxError)) throw error
    parses = false
  }
  const problems = compileLogic(draft)
    .issues.filter((issue) => issue.source === 'formula' && issue.widget === name)
    .map((issue) => ({ code: issue.code, message: issue.message.replace(/^.*?的公式：/, ''), start: issue.start, end: issue.end }))
  return { json: draft, problems, parses, reads: [...reads] }
}

export type FormulaResult = { value: unknown } | { error: string }

/** A sample as the field would hold it: numbers for number fields, text otherwise, blank as null. */
function sampleValue(text: string, kind: string): unknown {
  if (text.trim() === '') return null
  if (kind === 'number' && Number.isFinite(Number(text))) return Number(text)
  return text
}

/** The draft formula's value over the sample values (a field in a sub-form: in one row holding them). */
export function draftResult(check: FormulaCheck, name: string, samples: Readonly<Record<string, string>>, catalog: LogicCatalog): FormulaResult {
  const logic = compileLogic(check.json)
  const node = logic.index.byName.get(name)
  if (!node) return { error: '#REF!' }
  const subForm = node.subForm?.name ?? null
  const data: Record<string, unknown> = {}
  const row: Record<string, unknown> = {}
  for (const [field, text] of Object.entries(samples)) {
    const info = catalog.byName.get(field)
    if (!info) continue
    const value = sampleValue(text, info.kind)
    if (info.subForm !== null && info.subForm === subForm) row[field] = value
    else if (info.subForm === null) data[field] = value
  }
  if (subForm !== null) data[subForm] = [row]
  const state = evaluateLogic(logic, data)
  const error = logicFieldState(state, node, subForm === null ? null : 0).formulaError
  if (error) return { error }
  const holder = subForm === null ? state.data : ((state.data[subForm] as Record<string, unknown>[])[0] ?? {})
  return { value: holder[name] }
}
