import type { WidgetNode } from '../tree/index.js'
import type { OptionItem, WidgetOptions } from '../types.js'
import type { WidgetStatePatch } from './modelTypes.js'
import { parseFieldPath } from './paths.js'

type FlagKey = 'hidden' | 'disabled' | 'readonly' | 'required' | 'readMode'

/**
 * Per-widget state overrides, keyed by name (all rows of a sub-form field) or by row path (one
 * row). A row path's own patch wins over its name's patch, which wins over the JSON options.
 */
export class WidgetStateStore {
  #patches = new Map<string, WidgetStatePatch>()

  clear(): void {
    this.#patches.clear()
  }

  /** Keeps only the patches whose widget name passes `keep` (row paths go with their name). */
  retain(keep: (name: string) => boolean): void {
    for (const path of [...this.#patches.keys()]) if (!keep(parseFieldPath(path).name)) this.#patches.delete(path)
  }

  /** Drops setWidgetOption() overrides of the given option keys (the JSON now decides them). */
  unsetOptions(name: string, keys: readonly string[]): void {
    const patch = this.#patches.get(name)
    if (!patch?.options || keys.length === 0) return
    const options = { ...patch.options }
    for (const key of keys) delete options[key]
    this.#patches.set(name, { ...patch, options })
  }

  get(path: string): WidgetStatePatch | undefined {
    return this.#patches.get(path)
  }

  set<K extends keyof WidgetStatePatch>(path: string, key: K, value: WidgetStatePatch[K]): void {
    const patch = { ...this.#patches.get(path), [key]: value }
    this.#patches.set(path, patch)
  }

  /** Drops `key` from the patches of the given row paths (a name-level write covers them). */
  unsetRows<K extends keyof WidgetStatePatch>(paths: readonly string[], key: K): void {
    for (const path of paths) {
      const patch = this.#patches.get(path)
      if (patch && key in patch) {
        const { [key]: _dropped, ...rest } = patch
        this.#patches.set(path, rest)
      }
    }
  }

  /** The value of `key` for a widget path: row patch, then name patch, else undefined. */
  #lookup<K extends keyof WidgetStatePatch>(path: string, key: K): WidgetStatePatch[K] | undefined {
    const { name, rowId } = parseFieldPath(path)
    if (rowId !== null) {
      const row = this.#patches.get(path)
      if (row && key in row) return row[key]
    }
    return this.#patches.get(name)?.[key]
  }

  flag(path: string, node: WidgetNode, key: FlagKey): boolean {
    const patched = this.#lookup(path, key)
    if (patched !== undefined) return patched
    return node.widget.options[key] === true
  }

  label(path: string, node: WidgetNode): string {
    return this.#lookup(path, 'label') ?? (typeof node.widget.options.label === 'string' ? node.widget.options.label : '')
  }

  optionItems(path: string, node: WidgetNode): OptionItem[] | undefined {
    return this.#lookup(path, 'optionItems') ?? node.widget.options.optionItems
  }

  customClass(path: string, node: WidgetNode): string[] {
    return this.#lookup(path, 'customClass') ?? node.widget.options.customClass ?? []
  }

  /** JSON options with setWidgetOption() overrides (name level, then row level). */
  options(path: string, node: WidgetNode): WidgetOptions {
    const { name, rowId } = parseFieldPath(path)
    const byName = this.#patches.get(name)?.options
    const byRow = rowId !== null ? this.#patches.get(path)?.options : undefined
    if (!byName && !byRow) return node.widget.options
    return { ...node.widget.options, ...byName, ...byRow } as WidgetOptions
  }

  /** True when a container above the node is disabled (by option or state). */
  ancestorFlag(node: WidgetNode, key: 'hidden' | 'disabled'): boolean {
    return node.ancestors.some((ancestor) => this.flag(ancestor.name, ancestor, key))
  }
}
