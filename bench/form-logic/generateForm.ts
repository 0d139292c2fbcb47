// Generated forms for the form-logic benchmark: N number fields in grids, a sub-form of R rows,
// `rules` rules (the first 50 read one field, f0) and `formulas` formulas (each over a field and
// the sub-form's column total), with data the formulas agree with.

type Json = Record<string, unknown>

const number = (name: string, extra: Json = {}): Json => ({ id: name, type: 'number', formItemFlag: true, options: { name, label: `字段${name}`, precision: 2, min: -1e12, max: 1e12, ...extra } })

export interface LogicFormSpec {
  fields: number
  rows: number
  rules: number
  formulas: number
  /** false: the same form without rules and formulas (the baseline) */
  logic: boolean
}

export function logicForm({ fields, rows, rules, formulas, logic }: LogicFormSpec): { json: Json; data: Json } {
  const widgetList: Json[] = []
  const data: Json = {}
  const firstComputed = fields - formulas
  for (let index = 0; index < fields; index += 2) {
    const cols = [index, index + 1]
      .filter((at) => at < fields)
      .map((at) => {
        const computed = logic && at >= firstComputed
        data[`f${at}`] = computed ? null : at
        return { id: `col${at}`, type: 'grid-col', category: 'container', options: { name: `col${at}`, span: 12 }, widgetList: [number(`f${at}`, computed ? { tandemFormula: `f${at - firstComputed} * 2 + SUM(lines.amount)` } : {})] }
      })
    widgetList.push({ id: `grid${index}`, type: 'grid', category: 'container', options: { name: `grid${index}` }, cols })
  }
  widgetList.push({ id: 'lines', type: 'sub-form', category: 'container', options: { name: 'lines', label: '明细' }, widgetList: [number('amount')] })
  data.lines = Array.from({ length: rows }, (_, index) => ({ amount: index % 100 }))
  const ruleList = Array.from({ length: logic ? rules : 0 }, (_, index) => ({
    id: `r${index}`,
    // the first 50 rules read f0, the field a keystroke benchmark types into
    when: { field: index < 50 ? 'f0' : `f${index % 200}`, op: 'gt', value: index % 7 },
    then: [{ action: index % 3 === 0 ? 'hide' : 'require', target: `f${200 + (index % (firstComputed - 200))}` }],
  }))
  return { json: { formConfig: { tandemLogic: { rules: ruleList } }, widgetList }, data }
}
