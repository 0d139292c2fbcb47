// Generated forms for the form-library benchmark: a wide form of N mixed fields with the rules a
// contract office uses, and a form whose sub-form holds many rows, each with valid data.

type Json = Record<string, unknown>

const options = (count: number) => Array.from({ length: count }, (_, index) => ({ label: `选项${index + 1}`, value: index + 1 }))

function field(type: string, name: string, extra: Json): Json {
  return { id: name, type, formItemFlag: true, options: { name, label: name, ...extra } }
}

/** One field kind of the wide form: its widget and a valid value for it. */
interface Kind {
  widget: (name: string) => Json
  value: (index: number) => unknown
}

const kinds: Kind[] = [
  { widget: (name) => field('input', name, { required: true, maxLength: 50, validation: 'letterAndNumber' }), value: (index) => `V${index}` },
  { widget: (name) => field('number', name, { required: true, min: 0, max: 1e9, precision: 2 }), value: (index) => index + 0.25 },
  { widget: (name) => field('select', name, { required: true, optionItems: options(5) }), value: (index) => (index % 5) + 1 },
  { widget: (name) => field('radio', name, { optionItems: options(3) }), value: (index) => (index % 3) + 1 },
  { widget: (name) => field('checkbox', name, { optionItems: options(4) }), value: (index) => [1, (index % 3) + 2] },
  { widget: (name) => field('date', name, { required: true }), value: (index) => `2024-${String((index % 12) + 1).padStart(2, '0')}-15` },
  { widget: (name) => field('textarea', name, { maxLength: 500 }), value: () => '履约情况良好，按期付款。' },
  { widget: (name) => field('switch', name, {}), value: (index) => index % 2 === 0 },
  { widget: (name) => field('time', name, {}), value: () => '09:30:00' },
  { widget: (name) => field('input', name, { validation: 'mobilePhone' }), value: () => '13812345678' },
]

/** `count` fields in grids of two columns, cycling through the kinds. */
export function wideForm(count: number): { json: Json; data: Json } {
  const widgetList: Json[] = []
  const data: Json = {}
  for (let index = 0; index < count; index += 2) {
    const cols = [index, index + 1].filter((at) => at < count).map((at) => {
      const name = `f${at}`
      const kind = kinds[at % kinds.length]
      data[name] = kind.value(at)
      return { id: `col${at}`, type: 'grid-col', category: 'container', options: { name: `col${at}`, span: 12 }, widgetList: [kind.widget(name)] }
    })
    widgetList.push({ id: `grid${index}`, type: 'grid', category: 'container', options: { name: `grid${index}` }, cols })
  }
  return { json: { formConfig: {}, widgetList }, data }
}

/** A sub-form of `rows` rows, five validated fields each. */
export function subFormForm(rows: number): { json: Json; data: Json } {
  const subForm = {
    id: 'lines',
    type: 'sub-form',
    category: 'container',
    options: { name: 'lines', label: '明细' },
    widgetList: [
      field('input', 'item', { required: true, maxLength: 50 }),
      field('number', 'qty', { required: true, min: 1, max: 100000, precision: 0 }),
      field('number', 'price', { required: true, min: 0, precision: 2 }),
      field('date', 'due', { required: true }),
      field('select', 'unit', { optionItems: options(6) }),
    ],
  }
  const lines = Array.from({ length: rows }, (_, index) => ({
    item: `物料${index}`,
    qty: (index % 50) + 1,
    price: 12.5,
    due: `2024-${String((index % 12) + 1).padStart(2, '0')}-01`,
    unit: (index % 6) + 1,
  }))
  return { json: { formConfig: {}, widgetList: [field('input', 'title', { required: true }), subForm] }, data: { title: '年度采购明细', lines } }
}
