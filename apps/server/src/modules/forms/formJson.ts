import { buildFormIndex, compileLogic, isFormError, loadFormJson, walkWidgets, type FormJson, type LogicIssue, type WidgetNode } from '@tandem/form-core'
import type { StoredFormJson } from '../../db/schema/index.js'
import { errors } from '../../errors.js'

/**
 * The JSON normalised by form-core's loader (defaults filled); its refusal (SPEC §5 messages)
 * becomes a 422. The one fill of a form JSON where it enters the server (a request's body, a
 * stored draft or version); the checks after it take the loaded form.
 */
export function loadChecked(json: unknown): FormJson {
  try {
    return loadFormJson(json)
  } catch (error) {
    if (isFormError(error)) throw new errors.TND_ERR_FORM_JSON_INVALID(error.message)
    throw error
  }
}

/** A stored form JSON with its loaded form: the stored one is what the replay workers are sent. */
export interface LoadedForm {
  stored: StoredFormJson
  json: FormJson
}

/** Reads and loads a stored form JSON on first use, and answers that same load to every later use. */
export function loadOnce(read: () => Promise<StoredFormJson>): () => Promise<LoadedForm> {
  let loading: Promise<LoadedForm> | undefined
  return () => (loading ??= read().then((stored) => ({ stored, json: loadChecked(stored) })))
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

/** A JSON fit to publish, loaded: loadable, every widget name unique, its rules and formulas checked (each issue names its widget and position). */
export function checkPublishable(json: unknown): FormJson {
  const loaded = loadChecked(json)
  const repeated = duplicateNames(loaded)
  if (repeated.length > 0) throw new errors.TND_ERR_FORM_DUPLICATE_NAMES(repeated.join('、'))
  const { issues } = compileLogic(loaded)
  if (issues.length > 0) throw new errors.TND_ERR_FORM_LOGIC_INVALID(describeLogicIssues(issues))
  return loaded
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
