import { getWidgetDefinition, type WidgetDefinition } from '../registry/index.js'
import type { Widget } from '../types.js'
import { childrenOf } from './walkWidgets.js'

export interface WidgetNode {
  readonly widget: Widget
  readonly name: string
  readonly type: string
  readonly definition: WidgetDefinition | undefined
  /** containers above this widget, outermost first */
  readonly ancestors: readonly WidgetNode[]
  /** nearest sub-form / grid-sub-form above this widget */
  readonly subForm: WidgetNode | null
  readonly isContainer: boolean
  /** owns a value (VForm formItemFlag) */
  readonly isFormItem: boolean
  readonly isSubForm: boolean
}

/**
 * A form's widget tree as it stands at one structure, with O(1) lookups by name and by id; never
 * changes (FormTreeIndex gives a new one after an edit).
 */
export interface FormIndex {
  /** by options.name; the first widget wins when names repeat */
  readonly byName: ReadonlyMap<string, WidgetNode>
  /** by widget id, the key of the schema store's changes (touchedIds); the first widget wins when ids repeat */
  readonly byId: ReadonlyMap<string, WidgetNode>
  /** every widget in depth-first order */
  readonly all: readonly WidgetNode[]
  /** form-item fields outside sub-forms: one data key each */
  readonly fields: readonly WidgetNode[]
  readonly subForms: readonly WidgetNode[]
  /** form-item fields of each sub-form, by sub-form name */
  readonly subFormFields: ReadonlyMap<string, readonly WidgetNode[]>
  /** `node` and every node below it, depth first */
  subtree(node: WidgetNode): readonly WidgetNode[]
}

export interface FormIndexOptions {
  /** index the widgets of vf-dialog / vf-drawer too (a design canvas draws them in place) */
  inlineDialogs?: boolean
}

const SEPARATE_FORMS = new Set(['vf-dialog', 'vf-drawer'])

/** Whether an index looks below `widget`: a dialog or drawer holds a form of its own (opened with showDialog/showDrawer). */
export function indexesChildrenOf(widget: Widget, inlineDialogs: boolean): boolean {
  return inlineDialogs || !SEPARATE_FORMS.has(widget.type)
}

function nodeOf(widget: Widget, parent: WidgetNode | undefined): WidgetNode {
  const definition = getWidgetDefinition(widget.type)
  const isContainer = widget.category === 'container'
  const isSubForm = definition?.valueType === 'rows'
  return {
    widget,
    name: widget.options.name,
    type: widget.type,
    definition,
    ancestors: parent ? [...parent.ancestors, parent] : [],
    subForm: parent ? (parent.isSubForm ? parent : parent.subForm) : null,
    isContainer,
    isFormItem: !isContainer && widget.formItemFlag === true,
    isSubForm,
  }
}

/** A FormIndex with where each node sits in `all` and where its subtree ends there. */
class IndexView implements FormIndex {
  readonly byName = new Map<string, WidgetNode>()
  readonly byId = new Map<string, WidgetNode>()
  readonly fields: WidgetNode[] = []
  readonly subForms: WidgetNode[] = []
  readonly subFormFields = new Map<string, WidgetNode[]>()
  readonly all: readonly WidgetNode[]
  readonly inlineDialogs: boolean
  readonly positions: ReadonlyMap<Widget, number>
  /** ends[i]: one past the last node of the subtree of all[i] */
  readonly ends: readonly number[]

  constructor(all: readonly WidgetNode[], ends: readonly number[], positions: ReadonlyMap<Widget, number>, inlineDialogs: boolean) {
    this.all = all
    this.ends = ends
    this.positions = positions
    this.inlineDialogs = inlineDialogs
    for (const node of all) {
      if (!this.byName.has(node.name)) this.byName.set(node.name, node)
      if (!this.byId.has(node.widget.id)) this.byId.set(node.widget.id, node)
      if (node.isSubForm && node.subForm === null) {
        this.subForms.push(node)
        this.subFormFields.set(node.name, [])
      }
      if (node.isFormItem) {
        if (node.subForm) this.subFormFields.get(node.subForm.name)?.push(node)
        else this.fields.push(node)
      }
    }
  }

  subtree(node: WidgetNode): readonly WidgetNode[] {
    const at = this.positions.get(node.widget)
    return at !== undefined && this.all[at] === node ? this.all.slice(at, this.ends[at]) : [node]
  }
}

/**
 * One pass over the tree; children of vf-dialog / vf-drawer are left out (they are separate forms)
 * unless `inlineDialogs`. With `previous` (the index of the form before an edit that replaced only
 * the edited widgets and their ancestors, as the schema store does), every top-level widget that is
 * the same object keeps its nodes and its subtree is not walked again.
 */
export function buildIndexView(widgetList: readonly Widget[], inlineDialogs: boolean, previous?: FormIndex): FormIndex {
  const reuse = previous instanceof IndexView && previous.inlineDialogs === inlineDialogs ? previous : undefined
  const all: WidgetNode[] = []
  const ends: number[] = []
  const positions = new Map<Widget, number>()
  const add = (node: WidgetNode, end: number) => {
    positions.set(node.widget, all.length)
    all.push(node)
    ends.push(end)
  }
  const visit = (list: readonly Widget[], parent: WidgetNode | undefined) => {
    for (const widget of list) {
      const at = parent === undefined ? reuse?.positions.get(widget) : undefined
      if (reuse && at !== undefined && reuse.all[at].ancestors.length === 0) {
        const shift = all.length - at
        const end = reuse.ends[at]
        for (let i = at; i < end; i++) add(reuse.all[i], reuse.ends[i] + shift)
        continue
      }
      const node = nodeOf(widget, parent)
      const index = all.length
      add(node, 0)
      if (indexesChildrenOf(widget, inlineDialogs)) visit(childrenOf(widget), node)
      ends[index] = all.length
    }
  }
  visit(widgetList, undefined)
  return new IndexView(all, ends, positions, inlineDialogs)
}
