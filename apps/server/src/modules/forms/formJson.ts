import { buildFormIndex, compileLogic, isFormError, loadFormJson, walkWidgets, type FormJson, type LogicIssue, type WidgetNode } from '@tandem/form-core'
import type { StoredFormJson } from '../../db/schema/index.js'
import { errors } from '../../errors.js'

/** The JSON normalised by form-core's loader; its refusal (SPEC §5 messages) becomes a 422. */
export function loadChecked(json: unknown): FormJson {
  try {
    return loadFormJson(json)
  } catch (error) {
    if (isFormError(error)) throw new errors.TND_ERR_FORM_JSON_INVALID(error.message)
    throw error
  }
}

/** Widget names used more than once, in order of first repeat. */
export function duplicateNames(json: FormJson): string[] {
  const seen = new Set<string>()
  const repeated = new Set<string>()
  walkWidgets(json.widgetList, (widget) => {
    const name = widget.options.name
    if (typeof name !== 'string' || name === '') return
    if (seen.has(name)) repeated.add(name)
    seen.add(name)
  })
  return [...repeated]
}

/** The issues of a form's rules and formulas as one sentence: the first five, then how many more. */
function describeLogicIssues(issues: readonly LogicIssue[]): string {
  const shown = issues.slice(0, 5).map((issue) => issue.message)
  return shown.join('；') + (issues.length > shown.length ? ` 等 ${issues.length} 处` : '')
}

/** A JSON fit to publish: loadable, every widget name unique, its rules and formulas checked (each issue names its widget and position). */
export function checkPublishable(json: unknown): FormJson {
  const loaded = loadChecked(json)
  const repeated = duplicateNames(loaded)
  if (repeated.length > 0) throw new errors.TND_ERR_FORM_DUPLICATE_NAMES(repeated.join('、'))
  const { issues } = compileLogic(loaded)
  if (issues.length > 0) throw new errors.TND_ERR_FORM_LOGIC_INVALID(describeLogicIssues(issues))
  return loaded
}

export interface ScriptEntry {
  widgetName: string
  widgetType: string
  event: string
  code: string
}

const scriptsIn = (options: Record<string, unknown>) =>
  Object.entries(options).filter((entry): entry is [string, string] => /^on[A-Z]/.test(entry[0]) && typeof entry[1] === 'string' && entry[1].trim() !== '')

/** Every event handler body of the form (form-level first, then widgets in tree order): what runs in users' browsers. */
export function formScripts(json: StoredFormJson): ScriptEntry[] {
  const loaded = loadChecked(json)
  const entries: ScriptEntry[] = scriptsIn(loaded.formConfig as unknown as Record<string, unknown>).map(([event, code]) => ({
    widgetName: '',
    widgetType: 'form',
    event,
    code,
  }))
  walkWidgets(loaded.widgetList, (widget) => {
    for (const [event, code] of scriptsIn(widget.options)) entries.push({ widgetName: widget.options.name, widgetType: widget.type, event, code })
  })
  return entries
}

export interface FieldFacts {
  name: string
  label: string
  type: string
  subFormName: string | null
  node: WidgetNode
}

/** The value-holding fields of a form (sub-form fields with their sub-form), keyed by sub-form and name. */
export function fieldsOf(json: StoredFormJson): Map<string, FieldFacts> {
  const index = buildFormIndex(loadChecked(json).widgetList)
  const facts = new Map<string, FieldFacts>()
  const add = (node: WidgetNode, subFormName: string | null) =>
    facts.set(`${subFormName ?? ''}/${node.name}`, { name: node.name, label: node.widget.options.label || node.name, type: node.type, subFormName, node })
  for (const node of index.fields) add(node, null)
  for (const node of index.subForms) add(node, null)
  for (const [subFormName, nodes] of index.subFormFields) for (const node of nodes) add(node, subFormName)
  return facts
}
