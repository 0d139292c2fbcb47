import { isPlainObject } from '../shared/index.js'
import type { Widget } from '../types.js'

/** The keys a widget had in the JSON it was loaded from (or that an edit set since). */
export interface AuthoredKeys {
  readonly widget: ReadonlySet<string>
  readonly options: ReadonlySet<string>
}

const CHILD_LISTS = ['cols', 'tabs', 'widgetList'] as const

function keysOf(value: unknown): Set<string> {
  return new Set(isPlainObject(value) ? Object.keys(value) : [])
}

/**
 * Records, for every widget object of `filled`, the keys its counterpart in `source` (the upgraded
 * JSON fillDefaults read) had. Both lists have the same shape, as fillDefaults maps lists one to one.
 */
export function recordAuthoredKeys(source: readonly unknown[], filled: readonly Widget[], into: WeakMap<Widget, AuthoredKeys>): void {
  filled.forEach((widget, index) => {
    const raw = source[index]
    if (!isPlainObject(raw)) return
    into.set(widget, { widget: keysOf(raw), options: keysOf(raw.options) })
    for (const key of CHILD_LISTS) {
      const list = raw[key]
      const children = widget[key]
      if (Array.isArray(list) && children) recordAuthoredKeys(list, children, into)
    }
    if (Array.isArray(raw.rows) && widget.rows) {
      widget.rows.forEach((row, rowIndex) => {
        const rawRow: unknown = (raw.rows as unknown[])[rowIndex]
        if (isPlainObject(rawRow) && Array.isArray(rawRow.cols)) recordAuthoredKeys(rawRow.cols, row.cols, into)
      })
    }
  })
}

/** `authored` plus every key whose value differs between `before` and `after` (an edit sets those). */
export function extendAuthoredKeys(authored: AuthoredKeys, before: Widget, after: Widget): AuthoredKeys {
  let widget: Set<string> | undefined
  let options: Set<string> | undefined
  for (const key of Object.keys(after)) {
    if (!authored.widget.has(key) && after[key] !== before[key]) (widget ??= new Set(authored.widget)).add(key)
  }
  if (after.options !== before.options) {
    for (const key of Object.keys(after.options)) {
      if (!authored.options.has(key) && after.options[key] !== before.options[key]) (options ??= new Set(authored.options)).add(key)
    }
  }
  if (!widget && !options) return authored
  return { widget: widget ?? authored.widget, options: options ?? authored.options }
}
