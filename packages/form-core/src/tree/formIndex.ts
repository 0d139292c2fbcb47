import { getWidgetDefinition, type WidgetDefinition } from '../registry/index.js'
import type { Widget } from '../types.js'
import { walkWidgets } from './walkWidgets.js'

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

/** One linear pass over a form's widget tree, giving O(1) lookups by name. */
export interface FormIndex {
  /** by options.name; the first widget wins when names repeat */
  readonly byName: ReadonlyMap<string, WidgetNode>
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

/**
 * One pass over the tree; children of vf-dialog / vf-drawer are left out (they are separate forms)
 * unless `inlineDialogs`.
 */
export function buildFormIndex(widgetList: readonly Widget[], options: FormIndexOptions = {}): FormIndex {
  const byName = new Map<string, WidgetNode>()
  const nodeOf = new Map<Widget, WidgetNode>()
  const all: WidgetNode[] = []
  const fields: WidgetNode[] = []
  const subForms: WidgetNode[] = []
  const subFormFields = new Map<string, WidgetNode[]>()
  walkWidgets(widgetList, (widget, ancestorWidgets) => {
    const parent = ancestorWidgets.length > 0 ? nodeOf.get(ancestorWidgets[ancestorWidgets.length - 1]) : undefined
    const definition = getWidgetDefinition(widget.type)
    const isContainer = widget.category === 'container'
    const isSubForm = definition?.valueType === 'rows'
    const node: WidgetNode = {
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
    nodeOf.set(widget, node)
    all.push(node)
    if (!byName.has(node.name)) byName.set(node.name, node)
    if (isSubForm && node.subForm === null) {
      subForms.push(node)
      subFormFields.set(node.name, [])
    }
    if (node.isFormItem) {
      if (node.subForm) subFormFields.get(node.subForm.name)?.push(node)
      else fields.push(node)
    }
    // a dialog or drawer holds a form of its own (opened with showDialog/showDrawer)
    return options.inlineDialogs === true || !SEPARATE_FORMS.has(widget.type)
  })
  return { byName, all, fields, subForms, subFormFields }
}
