import { cloneJson } from '../shared/index.js'
import type { FormIndex, WidgetNode } from '../tree/index.js'
import type { OptionItem } from '../types.js'
import type { ModelContext } from './modelContext.js'
import type { WidgetStatePatch } from './modelTypes.js'
import { parseFieldPath, rowFieldPath } from './paths.js'
import type { RowRecord } from './subFormRows.js'
import { WidgetStateStore } from './widgetState.js'

/**
 * The widget state of a form model (hidden, disabled, readonly, required, read mode, label,
 * option items, classes, option overrides) by name (every row of a sub-form field) or row path
 * (one row). Every write goes through set(): it wakes the paths it reaches and emits stateChange.
 */
export class FieldStates {
  readonly #context: ModelContext
  /** the overrides, read by the snapshots */
  readonly patches = new WidgetStateStore()

  constructor(context: ModelContext, optionData: Record<string, OptionItem[]> | undefined) {
    this.#context = context
    if (!optionData) return
    for (const node of context.index.all) {
      const items = optionData[node.name]
      if (items) this.patches.set(node.name, 'optionItems', cloneJson(items))
    }
  }

  /** Sets one state key of a widget path; a name-level write replaces that key in every row. */
  set<K extends keyof WidgetStatePatch>(path: string, key: K, value: WidgetStatePatch[K]): void {
    const context = this.#context
    const { node, row } = context.resolve(path)
    this.patches.set(row ? path : node.name, key, value)
    const rowPaths = row ? [path] : this.#rowPathsOf(node)
    if (!row) this.patches.unsetRows(rowPaths, key)
    context.batch(() => {
      if (node.isContainer) context.touchAll()
      else {
        context.touch(node.name)
        rowPaths.forEach((p) => context.touch(p))
      }
    })
    context.emit({ type: 'stateChange', path })
  }

  /** One flag on several widgets, checked first so a bad name changes nothing. */
  setMany(names: string | readonly string[], key: 'hidden' | 'disabled', value: boolean): void {
    const list = typeof names === 'string' ? [names] : names
    list.forEach((name) => this.#context.resolve(name))
    this.#context.batch(() => list.forEach((name) => this.set(name, key, value)))
  }

  /** Overrides one option of a widget (VForm setWidgetOption). */
  setOption(path: string, key: string, value: unknown): void {
    const { name, rowId } = parseFieldPath(path)
    const current = this.patches.get(rowId === null ? name : path)?.options
    this.set(path, 'options', { ...current, [key]: value })
  }

  addClass(path: string, className: string): void {
    const current = this.#classesOf(path)
    if (!current.includes(className)) this.set(path, 'customClass', [...current, className])
  }

  removeClass(path: string, className: string): void {
    this.set(path, 'customClass', this.#classesOf(path).filter((c) => c !== className))
  }

  /** Hidden itself or inside a hidden container (such fields are not validated). */
  isHidden(path: string): boolean {
    const { node } = this.#context.resolve(path)
    return this.patches.flag(path, node, 'hidden') || this.patches.ancestorFlag(node, 'hidden')
  }

  /** Effective disabled: own, the form's, a disabled container above or a disabled row. */
  isDisabled(path: string, node: WidgetNode, row: RowRecord | undefined): boolean {
    return (
      this.#context.form.disabled ||
      this.patches.flag(path, node, 'disabled') ||
      this.patches.ancestorFlag(node, 'disabled') ||
      (row?.disabled ?? false)
    )
  }

  /** Drops the state of widgets that are gone and the option overrides the JSON now decides. */
  follow(previous: FormIndex): void {
    const index = this.#context.index
    this.patches.retain((name) => index.byName.has(name))
    for (const node of index.all) {
      const before = previous.byName.get(node.name)
      if (before && before.widget !== node.widget) {
        const changed = Object.keys({ ...before.widget.options, ...node.widget.options }).filter((key) => before.widget.options[key] !== node.widget.options[key])
        this.patches.unsetOptions(node.name, changed)
      }
    }
  }

  /** Every row path a name-level write reaches (a sub-form field name → all its rows). */
  #rowPathsOf(node: WidgetNode): string[] {
    if (!node.subForm) return []
    return this.#context.rows.rowsOf(node.subForm.name).rows().map((row) => rowFieldPath(node.name, row.id))
  }

  #classesOf(path: string): string[] {
    const { node } = this.#context.resolve(path)
    return this.patches.customClass(path, node)
  }
}
