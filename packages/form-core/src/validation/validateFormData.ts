import { createFormError } from '../errors/index.js'
import { loadFormJson } from '../loader/index.js'
import { isPlainObject } from '../shared/index.js'
import { buildFormIndex, type WidgetNode } from '../tree/index.js'
import type { FormJson, WidgetOptions } from '../types.js'
import { buildRules, runRules } from './buildRules.js'
import type { FieldError, RuleContext } from './validationTypes.js'

/** True when the widget or any container above it has options.hidden set. */
function hiddenInJson(node: WidgetNode): boolean {
  return node.widget.options.hidden === true || node.ancestors.some((ancestor) => ancestor.widget.options.hidden === true)
}

export interface FieldTarget {
  node: WidgetNode
  path: string
  value: unknown
  subFormName: string | null
  rowIndex: number | null
  rowId: string | null
  /** effective options (a model's overrides); default: the JSON options */
  options?: WidgetOptions
}

/** Validates one field value with the rules of its options; null when it passes. */
export async function validateTarget(target: FieldTarget, ctx: RuleContext): Promise<FieldError | null> {
  const { node } = target
  const messages = await runRules(buildRules({ type: node.type, options: target.options ?? node.widget.options }, { ...ctx, path: target.path }), target.value)
  if (messages.length === 0) return null
  return {
    path: target.path,
    name: node.name,
    label: (target.options ?? node.widget.options).label || node.name,
    subFormName: target.subFormName,
    rowIndex: target.rowIndex,
    rowId: target.rowId,
    message: messages[0],
    messages,
  }
}

/** Runs many validations at once and keeps the failures, in input order. */
export async function collectErrors(targets: readonly FieldTarget[], ctx: RuleContext): Promise<FieldError[]> {
  const results = await Promise.all(targets.map((target) => validateTarget(target, ctx)))
  return results.filter((error): error is FieldError => error !== null)
}

/**
 * Validates plain form data against a form JSON without a model (the server's check of submitted
 * data). Hidden fields and fields in hidden containers are skipped, as the renderer skips them.
 * Rows of sub-forms are reported with path `subForm.rowIndex.field`. onValidate bodies run only
 * when `ctx.runner` is given. Resolves to the failures; an empty array means valid.
 */
export async function validateFormData(json: FormJson | string | unknown, data: unknown, ctx: RuleContext = {}): Promise<FieldError[]> {
  if (!isPlainObject(data)) throw createFormError('FORM_ERR_INVALID_FORM_DATA')
  const index = buildFormIndex(loadFormJson(json).widgetList)
  const targets: FieldTarget[] = []
  for (const node of index.fields) {
    if (!hiddenInJson(node)) targets.push({ node, path: node.name, value: data[node.name], subFormName: null, rowIndex: null, rowId: null })
  }
  for (const subForm of index.subForms) {
    if (hiddenInJson(subForm)) continue
    const rows = Array.isArray(data[subForm.name]) ? (data[subForm.name] as unknown[]) : []
    const fields = (index.subFormFields.get(subForm.name) ?? []).filter((node) => !hiddenInJson(node))
    rows.forEach((row, rowIndex) => {
      const values = isPlainObject(row) ? row : {}
      for (const node of fields) {
        targets.push({
          node,
          path: `${subForm.name}.${rowIndex}.${node.name}`,
          value: values[node.name],
          subFormName: subForm.name,
          rowIndex,
          rowId: null,
        })
      }
    })
  }
  return collectErrors(targets, ctx)
}
