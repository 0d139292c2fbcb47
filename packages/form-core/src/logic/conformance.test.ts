import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { loadFormJson } from '../loader/index.js'
import { createFormModel, rowFieldPath } from '../model/index.js'
import { container, field } from '../testing/sampleForm.js'
import type { FormJson, Widget } from '../types.js'
import { createFormDataValidator } from '../validation/index.js'
import { compileLogic } from './compileLogic.js'
import { logicFieldState } from './fieldState.js'
import type { Condition, LogicRule } from './logicTypes.js'
import { evaluateLogic } from './logicState.js'

// The browser's FormModel and the server's validator run one engine; this suite checks they agree
// on generated forms and data: every field's visibility, required flag, computed value and errors.

const TOP = ['a', 'b', 'c', 'd'] as const
const CHOICES = [1, 2, 3].map((value) => ({ label: `选项${value}`, value }))

const numberFormula = (readable: readonly string[]) =>
  fc.option(
    fc.tuple(fc.array(fc.constantFrom(...readable, 'SUM(s.n)', 'COUNT(s.n)', '2', 'MAX(s.n)'), { minLength: 1, maxLength: 3 }), fc.constantFrom(' + ', ' - ', ' * ', ' / ')).map(([parts, op]) => parts.join(op)),
    { nil: undefined },
  )

const fieldCondition = fc.oneof(
  fc.record({ field: fc.constantFrom(...TOP), op: fc.constantFrom('eq', 'ne', 'gt', 'ge', 'lt', 'le'), value: fc.integer({ min: -3, max: 3 }) }),
  fc.record({ field: fc.constantFrom(...TOP, 'choice', 'text'), op: fc.constantFrom('empty', 'notEmpty') }),
  fc.record({ field: fc.constant('choice'), op: fc.constant('in'), value: fc.subarray([1, 2, 3]) }),
  fc.record({ field: fc.constant('text'), op: fc.constant('contains'), value: fc.constantFrom('x', '合同') }),
) as fc.Arbitrary<Condition>
const rowsCondition = fc.record({
  rows: fc.constant('s'),
  match: fc.constantFrom('any', 'all', 'none'),
  where: fc.record({ field: fc.constant('n'), op: fc.constantFrom('gt', 'lt', 'empty'), value: fc.integer({ min: -3, max: 3 }) }),
}) as fc.Arbitrary<Condition>
const condition: fc.Arbitrary<Condition> = fc.oneof(fieldCondition, rowsCondition, fc.array(fc.oneof(fieldCondition, rowsCondition), { minLength: 1, maxLength: 3 }).map((any) => ({ any })))
const formRule: fc.Arbitrary<LogicRule> = fc.record({
  when: condition,
  then: fc.array(
    fc.oneof(
      fc.record({ action: fc.constantFrom('show', 'hide', 'require', 'optional', 'disable', 'readonly'), target: fc.constantFrom(...TOP, 'card', 'choice', 'text', 's', 'm') }),
      fc.record({ action: fc.constant('limitOptions'), target: fc.constant('choice'), options: fc.subarray([1, 2, 3]) }),
      fc.record({ action: fc.constant('error'), target: fc.constantFrom('a', 'text'), message: fc.constant('不允许') }),
    ),
    { minLength: 1, maxLength: 2 },
  ),
}) as fc.Arbitrary<LogicRule>
const rowRule: fc.Arbitrary<LogicRule> = fc.record({
  when: fc.record({ field: fc.constant('n'), op: fc.constantFrom('gt', 'le', 'empty'), value: fc.integer({ min: -3, max: 3 }) }),
  then: fc.array(fc.record({ action: fc.constantFrom('hide', 'require', 'show', 'optional'), target: fc.constant('m') }), { minLength: 1, maxLength: 1 }),
}) as fc.Arbitrary<LogicRule>

const generatedForm = fc
  .record({
    formulas: fc.tuple(...TOP.map((_, index) => numberFormula(TOP.slice(0, index)))),
    rowFormula: fc.option(fc.constantFrom('n * 2', 'n + a', 'IF(n > 0, n, 0)'), { nil: undefined }),
    required: fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
    hiddenCard: fc.boolean(),
    rules: fc.array(fc.oneof(formRule, formRule, rowRule), { maxLength: 6 }),
  })
  .map(({ formulas, rowFormula, required, hiddenCard, rules }): FormJson => {
    const numbers: Widget[] = TOP.map((name, index) => field('number', name, { precision: 2, min: -1e9, max: 1e9, required: required[index], ...(formulas[index] ? { tandemFormula: formulas[index] } : {}) }))
    return loadFormJson({
      formConfig: { tandemLogic: { rules } },
      widgetList: [
        numbers[0],
        numbers[1],
        container('card', 'card', [numbers[2], numbers[3], field('select', 'choice', { optionItems: CHOICES, required: required[4] })], { hidden: hiddenCard }),
        field('input', 'text', { required: required[5] }),
        container('sub-form', 's', [
          field('number', 'n', { precision: 2, min: -1e9, max: 1e9 }),
          field('input', 'm', { required: required[6] }),
          field('number', 'k', { precision: 2, min: -1e9, max: 1e9, ...(rowFormula ? { tandemFormula: rowFormula } : {}) }),
        ]),
      ],
    })
  })

const small = fc.option(fc.integer({ min: -3, max: 3 }), { nil: null })
const edit = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), name: fc.constantFrom(...TOP), value: small }),
  fc.record({ kind: fc.constant('set' as const), name: fc.constant('choice'), value: fc.option(fc.constantFrom(1, 2, 3), { nil: null }) }),
  fc.record({ kind: fc.constant('set' as const), name: fc.constant('text'), value: fc.constantFrom('', 'x', '合同') }),
  fc.record({ kind: fc.constant('row' as const), row: fc.nat(3), name: fc.constantFrom('n', 'm'), value: small }),
  fc.record({ kind: fc.constant('add' as const) }),
  fc.record({ kind: fc.constant('delete' as const), row: fc.nat(3) }),
)

const TODAY = '2026-11-27'

describe('browser and server agree on form logic', () => {
  it('visibility, required, computed values and errors, after any edits', async () => {
    await fc.assert(
      fc.asyncProperty(generatedForm, fc.array(edit, { maxLength: 6 }), async (json, edits) => {
        const logic = compileLogic(json)
        if (logic.issues.length > 0) return
        const model = createFormModel(json, { locale: 'zh-CN' })
        for (const step of edits) {
          const rows = model.getRowIds('s')
          if (step.kind === 'add') model.addRow('s')
          else if (step.kind === 'delete') {
            if (rows.length > 0) model.deleteRow('s', step.row % rows.length)
          } else if (step.kind === 'row') {
            if (rows.length > 0 && !logic.formulas.has(step.name)) model.setValue(rowFieldPath(step.name, rows[step.row % rows.length]), step.name === 'm' ? (step.value === null ? '' : String(step.value)) : step.value)
          } else if (!logic.formulas.has(step.name)) model.setValue(step.name, step.value)
        }
        const data = model.getFormData()
        const server = evaluateLogic(logic, data, { today: TODAY })
        expect(data).toEqual(server.data)
        const rowIds = model.getRowIds('s')
        for (const node of logic.index.all) {
          if (!node.isFormItem) continue
          const paths: Array<[string, number | null]> = node.subForm ? rowIds.map((id, index) => [rowFieldPath(node.name, id), index]) : [[node.name, null]]
          for (const [path, rowIndex] of paths) {
            const expected = logicFieldState(server, node, rowIndex)
            const snapshot = model.getField(path)
            expect({ path, hidden: model.isHidden(path), required: snapshot.required, readonly: snapshot.readonly }).toEqual({ path, hidden: expected.hidden, required: expected.required, readonly: expected.readonly })
          }
        }
        const simplify = (errors: ReadonlyArray<{ name: string; subFormName: string | null; rowIndex: number | null; messages: readonly string[] }>) =>
          errors.map(({ name, subFormName, rowIndex, messages }) => ({ name, subFormName, rowIndex, messages }))
        const browserErrors = await model.validateForm()
        const serverErrors = await createFormDataValidator(json).validate(data, { locale: 'zh-CN', today: TODAY })
        expect(simplify(browserErrors)).toEqual(simplify(serverErrors))
      }),
      { numRuns: 3000 },
    )
  }, 120_000)
})
