import { createFormError } from '../errors/index.js'
import { t } from '../i18n/index.js'
import { loadFormJson } from '../loader/index.js'
import { isPlainObject } from '../shared/index.js'
import { buildFormIndex, type WidgetNode } from '../tree/index.js'
import type { FormJson } from '../types.js'
import { collectErrors, collectErrorsShared, type FieldTarget } from './fieldTargets.js'
import type { DataFieldStates, FieldError, RuleContext } from './validationTypes.js'

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
  all: readonly WidgetNode[]
  visible: readonly WidgetNode[]
}

export interface FormDataValidator {
  /**
   * The failures of `data` (an empty array: valid); throws FORM_ERR_INVALID_FORM_DATA for a
   * non-object. With `states` (what a replay of the form's scripts left), a path's state decides
   * whether it is hidden and which options its rules are built from; paths it lacks keep the JSON's.
   */
  validate(data: unknown, ctx?: RuleContext, states?: DataFieldStates): Promise<FieldError[]>
}

/** The target of `node` at `path`, or null when `states` (else the JSON) hides it. */
function stateTarget(target: FieldTarget, states: DataFieldStates | undefined): FieldTarget | null {
  const state = states?.[target.path]
  if (!state) return hiddenInJson(target.node) ? null : target
  return state.hidden ? null : { ...target, options: state.options ?? target.node.widget.options }
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
  const subForms: SubFormPlan[] = index.subForms.map((node) => {
    const all = index.subFormFields.get(node.name) ?? []
    return { node, label: node.widget.options.label || node.name, known: new Set(all.map((field) => field.name)), all, visible: all.filter((field) => !hiddenInJson(field)) }
  })
  const visibleFields = index.fields.filter((node) => !hiddenInJson(node))
  const visibleSubForms = subForms.filter((plan) => !hiddenInJson(plan.node))

  return {
    async validate(data, ctx = {}, states) {
      if (!isPlainObject(data)) throw createFormError('FORM_ERR_INVALID_FORM_DATA')
      const shapeErrors = unknownKeys(data, known, '', ctx, null)
      const fieldTarget = (node: WidgetNode): FieldTarget => ({ node, path: node.name, value: data[node.name], subFormName: null, rowIndex: null, rowId: null })
      const targets: FieldTarget[] = states
        ? index.fields.map((node) => stateTarget(fieldTarget(node), states)).filter((target) => target !== null)
        : visibleFields.map(fieldTarget)
      for (const plan of states ? subForms : visibleSubForms) {
        const name = plan.node.name
        if (states && (states[name]?.hidden ?? hiddenInJson(plan.node))) continue
        const value = data[name]
        if (value !== undefined && value !== null && !(Array.isArray(value) && value.every(isPlainObject))) {
          shapeErrors.push(shapeError(name, name, plan.label, t('invalidRows', { label: plan.label }, ctx.locale), null))
          continue
        }
        const rows = (value ?? []) as Record<string, unknown>[]
        rows.forEach((values, rowIndex) => {
          const row = { subFormName: name, rowIndex }
          shapeErrors.push(...unknownKeys(values, plan.known, `${name}.${rowIndex}.`, ctx, row))
          for (const node of states ? plan.all : plan.visible) {
            const target = stateTarget({ node, path: `${name}.${rowIndex}.${node.name}`, value: values[node.name], ...row, rowId: null }, states)
            if (target) targets.push(target)
          }
        })
      }
      // Rules built from a replay's options differ per path, so they cannot be shared per widget.
      return [...shapeErrors, ...(await (states ? collectErrors(targets, ctx) : collectErrorsShared(targets, ctx)))]
    },
  }
}
