import { createFormError } from '../errors/index.js'
import type { FormIndex, WidgetNode } from '../tree/index.js'
import type { FieldErrors } from './fieldErrors.js'
import type { FieldStates } from './fieldStates.js'
import type { ModelContext } from './modelContext.js'
import type { ContainerSnapshot, FieldSnapshot, SubFormSnapshot, TabSnapshot, WidgetSnapshot } from './modelTypes.js'
import { parseFieldPath } from './paths.js'
import { sameSnapshot } from './sameSnapshot.js'
import type { TabStates } from './tabStates.js'
import type { ValueStore } from './valueStore.js'

/**
 * Immutable snapshots of a form model's paths, built from the parts on first read and cached in
 * the context until a part touches the path (TanStack's stable results).
 */
export class Snapshots {
  readonly #context: ModelContext
  readonly #values: ValueStore
  readonly #states: FieldStates
  readonly #tabs: TabStates
  readonly #errors: FieldErrors

  constructor(context: ModelContext, values: ValueStore, states: FieldStates, tabs: TabStates, errors: FieldErrors) {
    this.#context = context
    this.#values = values
    this.#states = states
    this.#tabs = tabs
    this.#errors = errors
  }

  field(path: string): FieldSnapshot {
    return this.#cached(path, () => this.#field(path)) as FieldSnapshot
  }

  container(name: string): ContainerSnapshot {
    return this.#cached(name, () => this.#container(name)) as ContainerSnapshot
  }

  /**
   * Drops and wakes every cached snapshot the new structure changed (or made unreachable). With
   * `touchedIds` (the schema store's change set) only the snapshots of touched widgets and of
   * what lies under them, before or after the edit, are looked at: any other widget is the same
   * object under the same containers.
   */
  touchStale(previous: FormIndex, touchedIds?: readonly string[]): void {
    const context = this.#context
    const names = touchedIds ? this.#namesUnder(touchedIds, previous) : null
    for (const [path, cached] of [...context.snapshots]) {
      if (names && !names.has(parseFieldPath(path).name)) continue
      if (!context.resolves(path)) {
        context.touch(path)
        continue
      }
      if (this.#keptInPlace(path, previous)) continue
      const fresh = this.#fresh(path, cached)
      if (!fresh || !sameSnapshot(cached, fresh)) context.touch(path)
    }
  }

  /** Names of the touched widgets and of every widget under them, in the previous index and in the current one. */
  #namesUnder(touchedIds: readonly string[], previous: FormIndex): Set<string> {
    const names = new Set<string>()
    for (const index of [previous, this.#context.index]) {
      for (const id of touchedIds) {
        const node = index.byId.get(id)
        if (node) for (const below of index.subtree(node)) names.add(below.name)
      }
    }
    return names
  }

  #cached(path: string, build: () => WidgetSnapshot): WidgetSnapshot {
    const cached = this.#context.snapshots.get(path)
    if (cached) return cached
    const snapshot = build()
    this.#context.snapshots.set(path, snapshot)
    return snapshot
  }

  #field(path: string): FieldSnapshot {
    const { node, row } = this.#context.resolve(path)
    if (node.isContainer) throw createFormError('FORM_ERR_REF_NOT_FOUND', [path])
    const patches = this.#states.patches
    return Object.freeze({
      path,
      name: node.name,
      type: node.type,
      widget: node.widget,
      subFormName: node.subForm?.name ?? null,
      rowId: row?.id ?? null,
      value: this.#values.read(node, row),
      hidden: patches.flag(path, node, 'hidden'),
      disabled: this.#states.isDisabled(path, node, row),
      readonly: patches.flag(path, node, 'readonly'),
      required: patches.flag(path, node, 'required'),
      readMode: this.#context.form.readMode || patches.flag(path, node, 'readMode'),
      label: patches.label(path, node),
      optionItems: patches.optionItems(path, node),
      customClass: patches.customClass(path, node),
      options: patches.options(path, node),
      errors: this.#errors.get(path),
    })
  }

  #container(name: string): ContainerSnapshot {
    const node = this.#context.node(name)
    if (!node.isContainer) throw createFormError('FORM_ERR_REF_NOT_FOUND', [name])
    const patches = this.#states.patches
    const base: ContainerSnapshot = {
      path: name,
      name,
      type: node.type,
      widget: node.widget,
      hidden: patches.flag(name, node, 'hidden'),
      disabled: this.#states.isDisabled(name, node, undefined),
      customClass: patches.customClass(name, node),
      options: patches.options(name, node),
    }
    return Object.freeze({ ...base, ...this.#containerExtras(node) })
  }

  #containerExtras(node: WidgetNode): Partial<TabSnapshot & SubFormSnapshot> {
    const patches = this.#states.patches
    if (node.type === 'tab') {
      const panes = (node.widget.tabs ?? []).map((pane) => {
        const paneNode = this.#context.node(pane.options.name)
        return Object.freeze({
          name: paneNode.name,
          label: patches.label(paneNode.name, paneNode),
          hidden: patches.flag(paneNode.name, paneNode, 'hidden'),
          disabled: patches.flag(paneNode.name, paneNode, 'disabled'),
        })
      })
      return { activeIndex: this.#tabs.activeIndex(node.name), panes: Object.freeze(panes) }
    }
    const store = this.#context.rows
    if (!store.has(node.name)) return {}
    const rows = store.rowsOf(node.name)
    return {
      rowIds: rows.ids(),
      disabledRowIds: Object.freeze(rows.rows().filter((row) => row.disabled).map((row) => row.id)),
      fieldNames: store.fieldNames(node.name),
    }
  }

  /**
   * Same widget object under the same containers, none of which changed what it passes down
   * (hidden, disabled): its snapshot cannot have changed, so it is not rebuilt.
   */
  #keptInPlace(path: string, previous: FormIndex): boolean {
    const name = parseFieldPath(path).name
    const before = previous.byName.get(name)
    const node = this.#context.index.byName.get(name)
    if (!before || !node || before.widget !== node.widget || before.ancestors.length !== node.ancestors.length) return false
    return node.ancestors.every((ancestor, i) => {
      const old = before.ancestors[i]
      if (old.widget === ancestor.widget) return true
      return old.name === ancestor.name && old.widget.options.disabled === ancestor.widget.options.disabled && old.widget.options.hidden === ancestor.widget.options.hidden
    })
  }

  #fresh(path: string, cached: WidgetSnapshot): WidgetSnapshot | null {
    const node = this.#context.index.byName.get(parseFieldPath(path).name)
    // a name that changed between field and container is a new widget
    if (!node || node.isContainer === 'value' in cached) return null
    return node.isContainer ? this.#container(path) : this.#field(path)
  }
}
