import { createFormError } from '../errors/index.js'
import type { WidgetNode } from '../tree/index.js'
import { collectErrors, withLeadingMessages, type DataFieldError, type FieldError, type FieldTarget, type RuleContext } from '../validation/index.js'
import type { FieldErrors } from './fieldErrors.js'
import type { FieldStates } from './fieldStates.js'
import type { ModelContext } from './modelContext.js'
import { parseFieldPath, rowFieldPath } from './paths.js'
import type { RowRecord } from './subFormRows.js'
import type { ValueStore } from './valueStore.js'

/**
 * Runs a form model's rules (collectErrors over the current values and widget state) and puts
 * the messages on their paths; hidden fields pass and lose their messages.
 */
export class ValidationRunner {
  readonly #context: ModelContext
  readonly #values: ValueStore
  readonly #states: FieldStates
  readonly #errors: FieldErrors
  #scriptThis: ((path: string) => unknown) | undefined
  #leading: ((target: FieldTarget) => readonly string[]) | undefined

  constructor(context: ModelContext, values: ValueStore, states: FieldStates, errors: FieldErrors) {
    this.#context = context
    this.#values = values
    this.#states = states
    this.#errors = errors
  }

  /** Sets how `this` is obtained for onValidate of a path (the renderer's widget ref). */
  setScriptThis(resolver: ((path: string) => unknown) | undefined): void {
    this.#scriptThis = resolver
  }

  /** Sets what a field's messages start with (the form's rules: formula error values, error effects). */
  setLeadingMessages(leading: ((target: FieldTarget) => readonly string[]) | undefined): void {
    this.#leading = leading
  }

  /** Validates one path (row path, or name = every row); resolves to its messages. */
  async validateField(path: string): Promise<string[]> {
    const targets = this.#targetsOf(path)
    const errors = await this.#collect(targets.filter((target) => !this.#states.isHidden(target.path)))
    this.#context.batch(() => {
      for (const target of targets) this.#errors.set(target.path, errors.find((e) => e.path === target.path)?.messages ?? [])
    })
    return errors.flatMap((error) => error.messages)
  }

  /** Validates every visible field and row; resolves to the failures ([] = valid). */
  async validateForm(): Promise<FieldError[]> {
    const targets = this.#allTargets().filter((target) => !this.#states.isHidden(target.path))
    const errors = await this.#collect(targets)
    this.#context.batch(() => {
      this.#errors.clear()
      for (const error of errors) this.#errors.set(error.path, error.messages)
    })
    this.#context.emit({ type: 'validate', errors })
    return errors
  }

  /** Puts messages found elsewhere (rows by index) on their fields; returns those naming no field. */
  place(errors: readonly DataFieldError[]): DataFieldError[] {
    const unplaced: DataFieldError[] = []
    this.#context.batch(() => {
      this.#errors.clear()
      for (const error of errors) {
        const path = this.#pathOf(error)
        if (path === null) unplaced.push(error)
        else this.#errors.set(path, error.messages)
      }
    })
    return unplaced
  }

  #pathOf({ name, subFormName, rowIndex }: DataFieldError): string | null {
    const node = this.#context.index.byName.get(name)
    if (!node || (node.subForm?.name ?? null) !== subFormName) return null
    if (subFormName === null) return name
    const rowId = rowIndex === null ? undefined : this.#context.rows.rowsOf(subFormName).ids()[rowIndex]
    return rowId === undefined ? null : rowFieldPath(name, rowId)
  }

  #target(node: WidgetNode, row: RowRecord | undefined): FieldTarget {
    const path = row ? rowFieldPath(node.name, row.id) : node.name
    const patches = this.#states.patches
    return {
      node,
      path,
      value: this.#values.read(node, row),
      subFormName: node.subForm?.name ?? null,
      rowIndex: this.#context.rowIndexOf(node, row),
      rowId: row?.id ?? null,
      options: {
        ...patches.options(path, node),
        label: patches.label(path, node),
        required: patches.flag(path, node, 'required'),
        optionItems: patches.optionItems(path, node),
      },
    }
  }

  #targetsOf(path: string): FieldTarget[] {
    const { name, rowId } = parseFieldPath(path)
    const node = this.#context.node(name)
    if (!node.isFormItem) throw createFormError('FORM_ERR_REF_NOT_FOUND', [path])
    if (node.subForm && rowId === null) return this.#context.rows.rowsOf(node.subForm.name).rows().map((row) => this.#target(node, row))
    return [this.#target(node, this.#context.resolve(path).row)]
  }

  #allTargets(): FieldTarget[] {
    const { index, rows } = this.#context
    const targets = index.fields.map((node) => this.#target(node, undefined))
    for (const name of rows.names()) {
      const nodes = index.subFormFields.get(name) ?? []
      for (const row of rows.rowsOf(name).rows()) for (const node of nodes) targets.push(this.#target(node, row))
    }
    return targets
  }

  async #collect(targets: readonly FieldTarget[]): Promise<FieldError[]> {
    const errors = await collectErrors(targets, this.#ruleContext())
    const leading = this.#leading
    return leading ? withLeadingMessages(targets, errors, leading) : errors
  }

  #ruleContext(): RuleContext {
    return { locale: this.#context.form.locale, runner: this.#context.scripts, getThis: this.#scriptThis }
  }
}
