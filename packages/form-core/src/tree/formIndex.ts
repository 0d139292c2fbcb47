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

/** One linear pass over a form's widget tree, giving O(1) lookups by name and by id. */
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
}

const SEPARATE_FORMS = new Set(['vf-dialog', 'vf-drawer'])

export interface FormIndexOptions {
  /** index the widgets of vf-dialog / vf-drawer too (a design canvas draws them in place) */
  inlineDialogs?: boolean
}

/** Where each widget's node sits in an index's `all` and where its subtree ends there. */
interface IndexLayout {
  readonly inlineDialogs: boolean
  readonly positions: ReadonlyMap<Widget, number>
  /** ends[i]: one past the last node of the subtree of all[i] */
  readonly ends: readonly number[]
}

const layouts = new WeakMap<FormIndex, IndexLayout>()

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

/**
 * One pass over the tree; children of vf-dialog / vf-drawer are left out (they are separate forms)
 * unless `inlineDialogs`. With `previous` (the index of the form before an edit that replaced only
 * the edited widgets and their ancestors, as the schema store does), every top-level widget that is
 * the same object keeps its nodes and its subtree is not walked again.
 */
export function buildFormIndex(widgetList: readonly Widget[], options: FormIndexOptions = {}, previous?: FormIndex): FormIndex {
  const inlineDialogs = options.inlineDialogs === true
  const reusable = previous ? layouts.get(previous) : undefined
  const reuse = reusable?.inlineDialogs === inlineDialogs ? reusable : undefined
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
      const at = parent === undefined && previous ? reuse?.positions.get(widget) : undefined
      if (reuse && previous && at !== undefined && previous.all[at].ancestors.length === 0) {
        const shift = all.length - at
        const end = reuse.ends[at]
        for (let i = at; i < end; i++) add(previous.all[i], reuse.ends[i] + shift)
        continue
      }
      const node = nodeOf(widget, parent)
      const index = all.length
      add(node, 0)
      // a dialog or drawer holds a form of its own (opened with showDialog/showDrawer)
      if (inlineDialogs || !SEPARATE_FORMS.has(widget.type)) visit(childrenOf(widget), node)
      ends[index] = all.length
    }
  }
  visit(widgetList, undefined)

  const byName = new Map<string, WidgetNode>()
  const byId = new Map<string, WidgetNode>()
  const fields: WidgetNode[] = []
  const subForms: WidgetNode[] = []
  const subFormFields = new Map<string, WidgetNode[]>()
  for (const node of all) {
    if (!byName.has(node.name)) byName.set(node.name, node)
    if (!byId.has(node.widget.id)) byId.set(node.widget.id, node)
    if (node.isSubForm && node.subForm === null) {
      subForms.push(node)
      subFormFields.set(node.name, [])
    }
    if (node.isFormItem) {
      if (node.subForm) subFormFields.get(node.subForm.name)?.push(node)
      else fields.push(node)
    }
  }
  const index: FormIndex = { byName, byId, all, fields, subForms, subFormFields }
  layouts.set(index, { inlineDialogs, positions, ends })
  return index
}

/** `node` and every node below it in `index`, depth first. */
export function subtreeOf(index: FormIndex, node: WidgetNode): readonly WidgetNode[] {
  const layout = layouts.get(index)
  const at = layout?.positions.get(node.widget)
  return layout && at !== undefined ? index.all.slice(at, layout.ends[at]) : [node]
}
