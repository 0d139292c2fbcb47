import type { FormData, FormJson, Widget } from '@tandem/form-core'
import { WidgetFactory, createRandom, formConfig, pickWeighted } from './widgets/index.ts'

export interface GeneratedForm {
  json: FormJson
  /** Passed to setFormData after setFormJson; empty means "new record, defaults only". */
  formData: FormData
  /** Form-item fields the user sees, sub-form rows expanded. */
  fieldCount: number
  /** Text boxes of `input` widgets, sub-form rows expanded: the keystroke targets. */
  textInputCount: number
}

/** Share of each field type in a generated form, roughly what business forms contain. */
const TYPE_WEIGHTS = {
  input: 30, select: 12, number: 10, date: 9, textarea: 6, radio: 6, checkbox: 5, switch: 5, time: 4,
  'date-range': 3, rate: 3, slider: 3, 'time-range': 2, color: 2,
} as const

const LABEL_WORDS = [
  '合同编号', '合同名称', '甲方', '乙方', '签订日期', '合同金额', '币种', '付款方式', '联系人', '联系电话',
  '地址', '备注', '项目名称', '负责人', '部门', '开始日期', '结束日期', '税率', '审批意见', '优先级',
]

const FIELDS_PER_CARD = 20

function requireCount(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 1) throw new Error(`${what} must be a positive integer, got ${value}`)
}

/**
 * A form of `fieldCount` mixed fields laid out like real forms: cards of 20 fields, each card a stack
 * of grids with 2 or 3 columns, full-width rows for text areas. Same arguments → same JSON.
 */
export function generateMixedForm(fieldCount: number, seed = fieldCount): GeneratedForm {
  requireCount(fieldCount, 'fieldCount')
  const random = createRandom(seed)
  const widgets = new WidgetFactory()
  const cards: Widget[] = []
  let textInputCount = 0
  let made = 0
  while (made < fieldCount) {
    const cardEnd = Math.min(made + FIELDS_PER_CARD, fieldCount)
    const rows: Widget[] = []
    while (made < cardEnd) {
      const width = random() < 0.7 ? 2 : 3
      const cols: Widget[] = []
      while (cols.length < width && made < cardEnd) {
        const type = pickWeighted(random, TYPE_WEIGHTS)
        const field = widgets.field(type, `${LABEL_WORDS[made % LABEL_WORDS.length]}${made + 1}`)
        made++
        if (type === 'input') textInputCount++
        if (type === 'textarea') rows.push(widgets.grid([widgets.gridCol(24, [field])]))
        else cols.push(widgets.gridCol(24 / width, [field]))
      }
      if (cols.length > 0) rows.push(widgets.grid(cols))
    }
    cards.push(widgets.card(`第${cards.length + 1}组`, rows))
  }
  return {
    json: { widgetList: cards, formConfig: formConfig({ labelWidth: 110 }) },
    formData: {},
    fieldCount,
    textInputCount,
  }
}

/** A card holding one sub-form of `rowCount` rows x 5 fields, and the formData that fills the rows. */
export function generateSubForm(rowCount: number): GeneratedForm {
  requireCount(rowCount, 'rowCount')
  const widgets = new WidgetFactory()
  const columns = [
    widgets.field('input', '物料名称'),
    widgets.field('select', '单位'),
    widgets.field('number', '数量', { columnWidth: '150px' }),
    widgets.field('date', '交付日期'),
    widgets.field('input', '备注'),
  ]
  const subForm = widgets.subForm(columns)
  const [name, unit, quantity, date, remark] = columns.map((field) => field.options.name)
  const rows = Array.from({ length: rowCount }, (_, row) => ({
    [name]: `物料-${row + 1}`,
    [unit]: (row % 3) + 1,
    [quantity]: row + 1,
    [date]: `2025-${String((row % 12) + 1).padStart(2, '0')}-${String((row % 28) + 1).padStart(2, '0')}`,
    [remark]: '',
  }))
  return {
    json: { widgetList: [widgets.card('合同明细', [subForm])], formConfig: formConfig() },
    formData: { [subForm.options.name]: rows },
    fieldCount: rowCount * columns.length,
    textInputCount: rowCount * columns.filter((field) => field.type === 'input').length,
  }
}
