import { compileLogic, evaluateLogic, FormulaSyntaxError, logicFieldState, parseFormula, WIDGET_FORMULA_KEY, type CompiledLogic, type FormData, type FormJson, type FormulaNode, type LogicIssue } from '@tandem/form-core'
import type { LogicCatalog } from './logicFields'
import { withWidgetOption } from './ruleDraft'

// A formula while the editor holds it: what the engine's checks say about it in this form (with
// positions), which fields it reads, and what it computes from the preview's data or sample values.

export interface FormulaProblemView {
  code: LogicIssue['code']
  /** the engine's sentence without the 「标签（name）的公式：」 it starts with */
  message: string
  start?: number
  end?: number
}

export interface FormulaCheck {
  /** the form with the draft formula in place, and compiled */
  json: FormJson
  logic: CompiledLogic
  problems: FormulaProblemView[]
  /** false when the text does not parse (it cannot be saved) */
  parses: boolean
  /** the text is blank: the field has no formula */
  blank: boolean
  /** fields the formula names, directly or as a sub-form column, in order of appearance */
  reads: string[]
}

function namesRead(node: FormulaNode, into: Set<string>): void {
  if (node.kind === 'field') into.add(node.name)
  else if (node.kind === 'column') into.add(node.field)
  else if (node.kind === 'unary') namesRead(node.operand, into)
  else if (node.kind === 'binary') {
    namesRead(node.left, into)
    namesRead(node.right, into)
  } else if (node.kind === 'call') for (const arg of node.args) namesRead(arg, into)
}

export function checkDraftFormula(json: FormJson, name: string, formula: string): FormulaCheck {
  const blank = formula.trim() === ''
  const draft = withWidgetOption(json, name, WIDGET_FORMULA_KEY, blank ? undefined : formula)
  const reads = new Set<string>()
  let parses = true
  try {
    if (!blank) namesRead(parseFormula(formula), reads)
  } catch (error) {
    if (!(error instanceof FormulaSyntaxError)) throw error
    parses = false
  }
  const logic = compileLogic(draft)
  const problems = logic.issues
    .filter((issue) => issue.source === 'formula' && issue.widget === name)
    .map((issue) => ({ code: issue.code, message: issue.message.replace(/^.*?的公式：/, ''), start: issue.start, end: issue.end }))
  return { json: draft, logic, problems, parses, blank, reads: [...reads] }
}

/** checkDraftFormula for one field of one form, remembering its last answer (the editor and its list ask for the same text). */
export function draftChecker(json: FormJson, name: string): (formula: string) => FormulaCheck {
  let last: { formula: string; check: FormulaCheck } | null = null
  return (formula) => {
    if (last?.formula !== formula) last = { formula, check: checkDraftFormula(json, name, formula) }
    return last.check
  }
}

export type FormulaResult = { value: unknown } | { error: string }

/** The draft's results: one for a form field, one per row for a field of a sub-form. */
export interface DraftResults {
  /** the sub-form the computed field is a column of */
  subForm: string | null
  results: FormulaResult[]
}

/** A sample as the field would hold it: numbers for number fields, text otherwise, blank as null. */
function sampleValue(text: string, kind: string): unknown {
  if (text.trim() === '') return null
  if (kind === 'number' && Number.isFinite(Number(text))) return Number(text)
  return text
}

/**
 * Form data holding the sample values: a form field's at the top, a sub-form field's in the one row
 * its sub-form gets (the computed field's own sub-form always gets that row).
 */
export function sampleData(name: string, samples: Readonly<Record<string, string>>, catalog: LogicCatalog): FormData {
  const data: FormData = {}
  const rowOf = (subForm: string): Record<string, unknown> => {
    const rows = (data[subForm] ??= [{}]) as Record<string, unknown>[]
    return rows[0]!
  }
  const own = catalog.byName.get(name)?.subForm ?? null
  if (own !== null) rowOf(own)
  for (const [field, text] of Object.entries(samples)) {
    const info = catalog.byName.get(field)
    if (!info) continue
    const value = sampleValue(text, info.kind)
    if (info.subForm === null) data[field] = value
    else rowOf(info.subForm)[field] = value
  }
  return data
}

/**
 * The draft formula's value over `data` (the preview's or the samples), computed by the engine the
 * renderer and the server run: every formula and rule of the form evaluated, the field read back.
 */
export function draftResults(check: FormulaCheck, name: string, data: FormData): DraftResults {
  const node = check.logic.index.byName.get(name)
  if (!node) return { subForm: null, results: [{ error: '#REF!' }] }
  const state = evaluateLogic(check.logic, data)
  const subForm = node.subForm?.name ?? null
  const resultIn = (holder: Record<string, unknown>, row: number | null): FormulaResult => {
    const error = logicFieldState(state, node, row).formulaError
    return error ? { error } : { value: holder[name] }
  }
  if (subForm === null) return { subForm, results: [resultIn(state.data, null)] }
  const rows = Array.isArray(state.data[subForm]) ? (state.data[subForm] as Record<string, unknown>[]) : []
  return { subForm, results: rows.map((row, index) => resultIn(row, index)) }
}
