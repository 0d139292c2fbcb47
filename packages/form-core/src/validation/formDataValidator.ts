import { createFormError } from '../errors/index.js'
import { t } from '../i18n/index.js'
import { loadFormJson } from '../loader/index.js'
import { isPlainObject } from '../shared/index.js'
import { buildFormIndex, type WidgetNode } from '../tree/index.js'
import type { FormJson } from '../types.js'
import { collectErrorsShared, type FieldTarget } from './fieldTargets.js'
import type { FieldError, RuleContext } from './validationTypes.js'

/** True when the widget or any container above it has options.hidden set. */
function hiddenInJson(node: WidgetNode): boolean {
  return node.widget.options.hidden === true || node.ancestors.some((ancestor) => ancestor.widget.options.hidden === true)
}

type Row = { subFormName: string; rowIndex: number }

function shapeError(path: string, name: string, label: string, message: string, row: Row | null): FieldError {
  return { path, name, label, subFormName: row?.subFormName ?? null, rowIndex: row?.rowIndex ?? null, rowId: null, message, messages: [message] }
}

/** Keys of `values` that are none of `known`, reported as errors at `prefix` + key. */
function unknownKeys(values: Record<string, unknown>, known: ReadonlySet<string>, prefix: string, ctx: RuleContext, row: Row | null): FieldError[] {
  const errors: FieldError[] = []
  for (const key in values) {
    if (Object.hasOwn(values, key) && !known.has(key)) errors.push(shapeError(prefix + key, key, key, t('unknownField', { name: prefix + key }, ctx.locale), row))
  }
  return errors
}

interface SubFormPlan {
  node: WidgetNode
  label: string
  /** every field name of a row, hidden ones included (their values are kept, not validated) */
  known: ReadonlySet<string>
  visible: readonly WidgetNode[]
}

export interface FormDataValidator {
  /** The failures of `data` (an empty array: valid); throws FORM_ERR_INVALID_FORM_DATA for a non-object. */
  validate(data: unknown, ctx?: RuleContext): Promise<FieldError[]>
}

/**
 * Validation of plain form data against one form JSON (the server's check of submitted data),
 * loaded and indexed once, so a server can keep it per immutable form version. Keys that name no
 * field of the form (or of a sub-form's rows) are refused; hidden fields and fields in hidden
 * containers are skipped, as the renderer skips them. Rows of sub-forms are reported with path
 * `subForm.rowIndex.field`. onValidate bodies run only when `ctx.runner` is given.
 */
export function createFormDataValidator(json: FormJson | string | unknown): FormDataValidator {
  const index = buildFormIndex(loadFormJson(json).widgetList)
  const known = new Set([...index.fields, ...index.subForms].map((node) => node.name))
  const fields = index.fields.filter((node) => !hiddenInJson(node))
  const subForms: SubFormPlan[] = index.subForms
    .filter((node) => !hiddenInJson(node))
    .map((node) => {
      const all = index.subFormFields.get(node.name) ?? []
      return { node, label: node.widget.options.label || node.name, known: new Set(all.map((field) => field.name)), visible: all.filter((field) => !hiddenInJson(field)) }
    })

  return {
    async validate(data, ctx = {}) {
      if (!isPlainObject(data)) throw createFormError('FORM_ERR_INVALID_FORM_DATA')
      const shapeErrors = unknownKeys(data, known, '', ctx, null)
      const targets: FieldTarget[] = fields.map((node) => ({ node, path: node.name, value: data[node.name], subFormName: null, rowIndex: null, rowId: null }))
      for (const plan of subForms) {
        const name = plan.node.name
        const value = data[name]
        if (value !== undefined && value !== null && !(Array.isArray(value) && value.every(isPlainObject))) {
          shapeErrors.push(shapeError(name, name, plan.label, t('invalidRows', { label: plan.label }, ctx.locale), null))
          continue
        }
        const rows = (value ?? []) as Record<string, unknown>[]
        rows.forEach((values, rowIndex) => {
          const row = { subFormName: name, rowIndex }
          shapeErrors.push(...unknownKeys(values, plan.known, `${name}.${rowIndex}.`, ctx, row))
          for (const node of plan.visible) targets.push({ node, path: `${name}.${rowIndex}.${node.name}`, value: values[node.name], ...row, rowId: null })
        })
      }
      return [...shapeErrors, ...(await collectErrorsShared(targets, ctx))]
    },
  }
}
