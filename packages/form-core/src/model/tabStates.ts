import { createFormError } from '../errors/index.js'
import type { WidgetNode } from '../tree/index.js'
import type { FieldStates } from './fieldStates.js'
import type { ModelContext } from './modelContext.js'

/** The active pane of each tab container, and pane state by index (panes are widgets of FieldStates). */
export class TabStates {
  readonly #context: ModelContext
  readonly #states: FieldStates
  readonly #active = new Map<string, number>()

  constructor(context: ModelContext, states: FieldStates) {
    this.#context = context
    this.#states = states
    for (const node of context.index.all) if (node.type === 'tab') this.#active.set(node.name, initialTab(node))
  }

  activeIndex(tabName: string): number {
    return this.#active.get(tabName) ?? 0
  }

  activate(tabName: string, index: number): void {
    this.#pane(tabName, index)
    this.#active.set(tabName, index)
    this.#context.touch(tabName)
  }

  setDisabled(tabName: string, index: number, disabled: boolean): void {
    this.#states.set(this.#pane(tabName, index).name, 'disabled', disabled)
  }

  /** Hides a pane; when it was active, the first visible pane becomes active. */
  hide(tabName: string, index: number): void {
    this.#context.batch(() => {
      this.#states.set(this.#pane(tabName, index).name, 'hidden', true)
      if (this.#active.get(tabName) === index) {
        const panes = this.tabNode(tabName).widget.tabs ?? []
        const visible = panes.findIndex((pane) => !this.#states.patches.flag(pane.options.name, this.#context.node(pane.options.name), 'hidden'))
        this.#active.set(tabName, Math.max(visible, 0))
      }
    })
  }

  show(tabName: string, index: number): void {
    this.#states.set(this.#pane(tabName, index).name, 'hidden', false)
  }

  /** Keeps each tab's active pane when it still exists, else the pane marked active. */
  follow(): void {
    const tabs = new Map(this.#active)
    this.#active.clear()
    for (const node of this.#context.index.all) {
      if (node.type !== 'tab') continue
      const index = tabs.get(node.name)
      this.#active.set(node.name, index !== undefined && index < (node.widget.tabs ?? []).length ? index : initialTab(node))
    }
  }

  /** Throws unless `name` is a tab container. */
  tabNode(name: string): WidgetNode {
    const node = this.#context.node(name)
    if (node.type !== 'tab') throw createFormError('FORM_ERR_NON_TAB_TYPE', [name])
    return node
  }

  #pane(tabName: string, index: number): WidgetNode {
    const pane = (this.tabNode(tabName).widget.tabs ?? [])[index]
    if (!pane || !Number.isInteger(index)) throw createFormError('FORM_ERR_REF_NOT_FOUND', [`${tabName}[${index}]`])
    return this.#context.node(pane.options.name)
  }
}

function initialTab(node: WidgetNode): number {
  const index = (node.widget.tabs ?? []).findIndex((pane) => pane.options.active === true)
  return Math.max(index, 0)
}
