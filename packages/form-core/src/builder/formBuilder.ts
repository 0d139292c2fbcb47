import { DEFAULT_FORM_CONFIG } from '../loader/index.js'
import { cloneJson } from '../shared/index.js'
import { createWidget } from '../registry/index.js'
import type { FormConfig, FormJson, OptionItem, Widget } from '../types.js'

// Builds forms in code the way the designer writes them (registry defaults for every option), with
// ids derived from names so the JSON is the same on every run: the designer's templates and the
// server's seed forms.

type Options = Record<string, unknown>

function made(type: string, name: string, options: Options): Widget {
  const widget = createWidget(type)
  return {
    ...widget,
    id: `${type.replace(/-/g, '')}-${name}`,
    options: { ...widget.options, name, ...options },
  }
}

export function field(type: string, name: string, label: string, options: Options = {}): Widget {
  return made(type, name, { label, ...options })
}

export function card(name: string, label: string, children: Widget[]): Widget {
  return { ...made('card', name, { label }), widgetList: children }
}

export function subForm(name: string, label: string, children: Widget[], options: Options = {}): Widget {
  return { ...made('sub-form', name, { label, ...options }), widgetList: children }
}

/** A row of equal responsive columns, one widget per column; on a phone (xs) every column takes the whole row. */
export function grid(name: string, children: Widget[]): Widget {
  const span = Math.floor(24 / children.length)
  return {
    ...made('grid', name, {}),
    cols: children.map((child, index) => ({
      ...made('grid-col', `${name}Col${index + 1}`, { span, responsive: true, md: span, sm: span, xs: 24 }),
      widgetList: [child],
    })),
  }
}

/** A table: each inner array is one row, one widget per cell. */
export function table(name: string, rows: Widget[][]): Widget {
  return {
    ...made('table', name, {}),
    rows: rows.map((cells, rowIndex) => ({
      id: `table-row-${name}-${rowIndex}`,
      merged: false,
      cols: cells.map((child, cellIndex) => ({
        ...made('table-cell', `${name}Cell${rowIndex}${cellIndex}`, {}),
        merged: false,
        widgetList: [child],
      })),
    })),
  }
}

/** Option items numbered from 1 in the order given. */
export const choices = (...labels: string[]): OptionItem[] =>
  labels.map((label, index) => ({ label, value: index + 1 }))

export function formJson(widgetList: Widget[], formConfig: Partial<FormConfig> = {}): FormJson {
  return {
    widgetList,
    formConfig: { ...cloneJson(DEFAULT_FORM_CONFIG), labelWidth: 110, ...formConfig },
  }
}
