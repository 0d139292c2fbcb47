// A designer-sized form: grids of two columns with four fields each, root-level selects and a
// 6×4 table, `widgets` widgets in all (containers and cells included).

interface RawWidget {
  id: string
  type: string
  options: Record<string, unknown>
  cols?: RawWidget[]
  widgetList?: RawWidget[]
  rows?: { id: string; cols: RawWidget[] }[]
}

const widget = (type: string, id: string, extra: Partial<RawWidget> = {}): RawWidget => ({ id, type, options: { name: id, label: id }, ...extra })

export function generateForm(widgets: number): { formConfig: Record<string, unknown>; widgetList: RawWidget[] } {
  const table = widget('table', 'table1', {
    rows: Array.from({ length: 6 }, (_, r) => ({ id: `row${r}`, cols: Array.from({ length: 4 }, (_, c) => widget('table-cell', `cell${r}${c}`, { widgetList: [] })) })),
  })
  const widgetList: RawWidget[] = [table]
  let count = 1 + 24
  let field = 0
  // a grid with its two columns and eight fields is 11 widgets
  for (let g = 0; count + 11 <= widgets; g++, count += 11) {
    const cols = [0, 1].map((c) => widget('grid-col', `grid${g}col${c}`, { widgetList: Array.from({ length: 4 }, () => widget('input', `field${field++}`)) }))
    widgetList.push(widget('grid', `grid${g}`, { cols }))
  }
  for (; count < widgets; count++) widgetList.push(widget('select', `select${count}`))
  return { formConfig: {}, widgetList }
}
