import { createWidget, type Widget } from '@tandem/form-core'

// Builds seed forms the way the designer writes them (registry defaults for every option), with
// ids derived from names so the JSON is the same on every run.

type Options = Record<string, unknown>

function made(type: string, name: string, options: Options): Widget {
  const widget = createWidget(type)
  return { ...widget, id: `${type}-${name}`, options: { ...widget.options, name, ...options } }
}

export function field(type: string, name: string, label: string, options: Options = {}): Widget {
  return made(type, name, { label, ...options })
}

export function card(name: string, label: string, children: Widget[]): Widget {
  return { ...made('card', name, { label }), widgetList: children }
}

export function subForm(name: string, label: string, children: Widget[]): Widget {
  return { ...made('sub-form', name, { label }), widgetList: children }
}

/** A grid of equal columns, one widget per column. */
export function grid(name: string, children: Widget[]): Widget {
  const span = Math.floor(24 / children.length)
  return {
    ...made('grid', name, {}),
    cols: children.map((child, index) => ({ ...made('grid-col', `${name}Col${index + 1}`, { span, md: span, sm: span, xs: span }), widgetList: [child] })),
  }
}

/** A table of label-less rows: each inner array is one row, one widget per cell. */
export function table(name: string, rows: Widget[][]): Widget {
  return {
    ...made('table', name, {}),
    rows: rows.map((cells, rowIndex) => ({
      id: `table-row-${name}-${rowIndex}`,
      merged: false,
      cols: cells.map((child, cellIndex) => ({ ...made('table-cell', `${name}Cell${rowIndex}${cellIndex}`, {}), merged: false, widgetList: [child] })),
    })),
  }
}

export const options = (...labels: string[]) => labels.map((label, index) => ({ label, value: index + 1 }))

export function formJson(widgetList: Widget[]): Record<string, unknown> {
  return { widgetList, formConfig: { labelWidth: 110, labelPosition: 'left', size: '', labelAlign: 'label-right-align', cssCode: '', customClass: [] } }
}
