import { createFormError } from '../errors/index.js'
import { t } from '../i18n/index.js'
import { loadFormJson } from '../loader/index.js'
import { compileLogic, evaluateLogic, logicFieldState, logicMessages, sameFieldValue, type CompiledLogic, type LogicOptions, type LogicState } from '../logic/index.js'
import { isPlainObject } from '../shared/index.js'
import { buildFormIndex, type WidgetNode } from '../tree/index.js'
import type { FormJson, WidgetOptions } from '../types.js'
import { collectErrorsShared, type FieldTarget } from './fieldTargets.js'
import { withLeadingMessages } from './leadingMessages.js'
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

/** What the server's check is told besides the rule context: today's date for TODAY(). */
export type FormDataValidationContext = RuleContext & LogicOptions

export interface FormDataValidator {
  /**
   * The failures of `data` (an empty array: valid); throws FORM_ERR_INVALID_FORM_DATA for a
   * non-object. With `states` (what a replay of the form's scripts left), a path's state decides
   * whether it is hidden and which options its rules are built from; paths it lacks keep the JSON's.
   */
  validate(data: unknown, ctx?: FormDataValidationContext, states?: DataFieldStates): Promise<FieldError[]>
}

/**
 * The target of `node` at `path`, or null when it is hidden: by `states` (the scripts, which run
 * after the rules), else by the form's rules (`check`), else by the JSON.
 */
function stateTarget(target: FieldTarget, states: DataFieldStates | undefined, check: LogicCheck | null): FieldTarget | null {
  const state = states?.[target.path]
  if (check) {
    if (!check.visit(target, state?.hidden)) return null
    const options = state?.options ?? check.optionsOf(target)
    return options ? { ...target, options } : target
  }
  if (!state) return hiddenInJson(target.node) ? null : target
  return state.hidden ? null : { ...target, options: state.options ?? target.node.widget.options }
}

/**
 * Validation of plain form data against one form JSON (the server's check of submitted data),
 * loaded and indexed once (its rules and formulas compiled once too), so a server can keep it per
 * immutable form version. Keys that name no field of the form (or of a sub-form's rows) are
 * refused; hidden fields and fields in hidden containers are skipped, as the renderer skips them.
 * When the form has rules or formulas they run first, as in the browser: they decide what is
 * hidden, required and selectable, their error effects and formula error values fail, and a
 * submitted value that differs from the one computed is refused. Rows of sub-forms are reported
 * with path `subForm.rowIndex.field`. onValidate bodies run only when `ctx.runner` is given.
 */
export function createFormDataValidator(json: FormJson | string | unknown): FormDataValidator {
  return formDataValidatorOf(loadFormJson(json))
}

/** The same validator for a form loadFormJson has already loaded: used as it is, not filled again. */
export function formDataValidatorOf(loaded: FormJson): FormDataValidator {
  const index = buildFormIndex(loaded.widgetList)
  const logic = compileLogic(loaded, index)
  const computed = new Set(logic.valueOrder)
  // widgets the logic never touches keep their JSON state: no per-field evaluation for them
  const touched = new Set(index.all.filter((node) => logic.touched.has(node.name)))
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
      const check = logic.hasLogic ? logicCheck(logicStateFor(logic, data, ctx.today), computed, touched, ctx) : null
      const judged = Boolean(states || check)
      const fieldTarget = (node: WidgetNode): FieldTarget => ({ node, path: node.name, value: data[node.name], subFormName: null, rowIndex: null, rowId: null })
      const targets: FieldTarget[] = judged
        ? index.fields.map((node) => stateTarget(fieldTarget(node), states, check)).filter((target) => target !== null)
        : visibleFields.map(fieldTarget)
      for (const plan of judged ? subForms : visibleSubForms) {
        const name = plan.node.name
        // with rules, rows of a hidden sub-form are still visited: their computed values are checked
        if (states?.[name]?.hidden || (states && !check && hiddenInJson(plan.node))) continue
        const value = data[name]
        if (value !== undefined && value !== null && !(Array.isArray(value) && value.every(isPlainObject))) {
          shapeErrors.push(shapeError(name, name, plan.label, t('invalidRows', { label: plan.label }, ctx.locale), null))
          continue
        }
        const rows = (value ?? []) as Record<string, unknown>[]
        rows.forEach((values, rowIndex) => {
          const row = { subFormName: name, rowIndex }
          shapeErrors.push(...unknownKeys(values, plan.known, `${name}.${rowIndex}.`, ctx, row))
          for (const node of judged ? plan.all : plan.visible) {
            const target = stateTarget({ node, path: `${name}.${rowIndex}.${node.name}`, value: values[node.name], ...row, rowId: null }, states, check)
            if (target) targets.push(target)
          }
        })
      }
      // rules are shared per options object: a replay's options for a path are an object of their own
      const ruleErrors = await collectErrorsShared(targets, ctx)
      return [...shapeErrors, ...(check ? check.merge(targets, ruleErrors) : ruleErrors)]
    },
  }
}

type LogicCheck = ReturnType<typeof logicCheck>

const DAY_MS = 86_400_000
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * The rules' state of `data`. A form whose formulas read TODAY() is computed with the server's
 * date unless the caller fixes one; when the submitted computed values match the day before or
 * after instead (the browser's date in another time zone), that day is taken.
 */
function logicStateFor(logic: CompiledLogic, data: Record<string, unknown>, today: string | undefined): LogicState {
  const state = evaluateLogic(logic, data, { today })
  if (today !== undefined || !logic.usesToday || matchesComputed(logic, state, data)) return state
  const now = new Date()
  const local = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())
  for (const day of [local - DAY_MS, local + DAY_MS]) {
    const other = evaluateLogic(logic, data, { today: isoDay(day) })
    if (matchesComputed(logic, other, data)) return other
  }
  return state
}

/** Whether every computed value of `state` is the one submitted in `data`. */
function matchesComputed(logic: CompiledLogic, state: LogicState, data: Record<string, unknown>): boolean {
  return logic.valueOrder.every((name) => {
    const node = logic.index.byName.get(name)
    const subForm = node?.subForm?.name
    if (!subForm) return sameFieldValue(data[name], state.data[name])
    const submitted = Array.isArray(data[subForm]) ? (data[subForm] as unknown[]) : []
    return state.rowsOf(subForm).every((row, index) => {
      const values = submitted[index]
      return sameFieldValue(values !== null && typeof values === 'object' ? (values as Record<string, unknown>)[name] : undefined, row[name])
    })
  })
}

const shownValue = (value: unknown) => (value === undefined || value === null || value === '' ? '空' : typeof value === 'string' ? value : JSON.stringify(value))

/** The rules' side of one validation: visibility, effective options, and messages of their own. */
function logicCheck(state: LogicState, computed: ReadonlySet<string>, touched: ReadonlySet<WidgetNode>, ctx: RuleContext) {
  const messages = new Map<string, string[]>()
  const hiddenErrors: FieldError[] = []
  const optionsByKey = new Map<string, WidgetOptions>()
  const effective = new Map<string, WidgetOptions | undefined>()
  return {
    /** Records the rules' messages for the target; false when it is hidden (`hidden`: as the scripts left it). */
    visit(target: FieldTarget, hidden: boolean | undefined): boolean {
      const { node } = target
      if (!touched.has(node)) return !(hidden ?? hiddenInJson(node))
      const label = node.widget.options.label || node.name
      const fieldState = logicFieldState(state, node, target.rowIndex)
      const own: string[] = []
      if (computed.has(node.name)) {
        const expected = target.rowIndex === null ? state.data[node.name] : state.rowsOf(target.subFormName as string)[target.rowIndex]?.[node.name]
        if (!sameFieldValue(target.value, expected)) own.push(t('computedMismatch', { label, expected: shownValue(expected), submitted: shownValue(target.value) }, ctx.locale))
      }
      if (hidden ?? fieldState.hidden) {
        // a computed value is checked even where its field is hidden: it is stored all the same
        if (own.length > 0) hiddenErrors.push(logicError(target, own))
        return false
      }
      if (fieldState.formulaError || fieldState.errors.length > 0) own.push(...logicMessages(state, node, target.rowIndex, ctx.locale))
      if (own.length > 0) messages.set(target.path, own)
      const base = node.widget.options
      const limited = fieldState.options
      const required = fieldState.required
      if (required === (base.required === true) && limited === null) return true
      const items = Array.isArray(base.optionItems) ? base.optionItems : []
      const key = `${node.name}|${required}|${limited?.map(String).join('\u0001') ?? '*'}`
      let options = optionsByKey.get(key)
      if (!options) {
        options = { ...base, required, ...(limited ? { optionItems: items.filter((item) => limited.some((value) => value === item.value)) } : {}) }
        optionsByKey.set(key, options)
      }
      effective.set(target.path, options)
      return true
    },
    optionsOf: (target: FieldTarget) => effective.get(target.path),
    /** One error per field: the rules' messages first, then the field's validation messages. */
    merge(targets: readonly FieldTarget[], ruleErrors: readonly FieldError[]): FieldError[] {
      const merged = messages.size === 0 ? ruleErrors : withLeadingMessages(targets, ruleErrors, (target) => messages.get(target.path) ?? [])
      return [...merged, ...hiddenErrors]
    },
  }
}

function logicError(target: FieldTarget, messages: string[]): FieldError {
  const { node } = target
  return { path: target.path, name: node.name, label: node.widget.options.label || node.name, subFormName: target.subFormName, rowIndex: target.rowIndex, rowId: null, message: messages[0], messages }
}
