import { createFormError } from '../errors/index.js'
import { t } from '../i18n/index.js'
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

function shapeError(path: string, name: string, label: string, message: string, row: { subFormName: string; rowIndex: number } | null): FieldError {
  return { path, name, label, subFormName: row?.subFormName ?? null, rowIndex: row?.rowIndex ?? null, rowId: null, message, messages: [message] }
}

/** Keys of `values` that are none of `known`, reported as errors at `prefix` + key. */
function unknownKeys(values: Record<string, unknown>, known: ReadonlySet<string>, prefix: string, ctx: RuleContext, row: { subFormName: string; rowIndex: number } | null): FieldError[] {
  return Object.keys(values)
    .filter((key) => !known.has(key))
    .map((key) => shapeError(prefix + key, key, key, t('unknownField', { name: prefix + key }, ctx.locale), row))
}

/**
 * Validates plain form data against a form JSON without a model (the server's check of submitted
 * data). Keys that name no field of the form (or of a sub-form's rows) are refused; hidden fields
 * and fields in hidden containers are skipped, as the renderer skips them. Rows of sub-forms are
 * reported with path `subForm.rowIndex.field`. onValidate bodies run only when `ctx.runner` is
 * given. Resolves to the failures; an empty array means valid.
 */
export async function validateFormData(json: FormJson | string | unknown, data: unknown, ctx: RuleContext = {}): Promise<FieldError[]> {
  if (!isPlainObject(data)) throw createFormError('FORM_ERR_INVALID_FORM_DATA')
  const index = buildFormIndex(loadFormJson(json).widgetList)
  const known = new Set([...index.fields, ...index.subForms].map((node) => node.name))
  const shapeErrors = unknownKeys(data, known, '', ctx, null)
  const targets: FieldTarget[] = []
  for (const node of index.fields) {
    if (!hiddenInJson(node)) targets.push({ node, path: node.name, value: data[node.name], subFormName: null, rowIndex: null, rowId: null })
  }
  for (const subForm of index.subForms) {
    if (hiddenInJson(subForm)) continue
    const value = data[subForm.name]
    const label = subForm.widget.options.label || subForm.name
    if (value !== undefined && value !== null && !(Array.isArray(value) && value.every(isPlainObject))) {
      shapeErrors.push(shapeError(subForm.name, subForm.name, label, t('invalidRows', { label }, ctx.locale), null))
      continue
    }
    const rows = (value ?? []) as Record<string, unknown>[]
    const allFields = index.subFormFields.get(subForm.name) ?? []
    const rowKnown = new Set(allFields.map((node) => node.name))
    const fields = allFields.filter((node) => !hiddenInJson(node))
    rows.forEach((values, rowIndex) => {
      const row = { subFormName: subForm.name, rowIndex }
      shapeErrors.push(...unknownKeys(values, rowKnown, `${subForm.name}.${rowIndex}.`, ctx, row))
      for (const node of fields) {
        targets.push({ node, path: `${subForm.name}.${rowIndex}.${node.name}`, value: values[node.name], ...row, rowId: null })
      }
    })
  }
  return [...shapeErrors, ...(await collectErrors(targets, ctx))]
}
