import type { OptionItem, FormData } from '../types.js'
import { FieldErrors } from './fieldErrors.js'
import { FieldStates } from './fieldStates.js'
import type { ModelContext } from './modelContext.js'
import { RowEditor } from './rowEditor.js'
import { Snapshots } from './snapshots.js'
import { TabStates } from './tabStates.js'
import { ValidationRunner } from './validationRunner.js'
import { ValueStore } from './valueStore.js'

/** The parts a form model is made of; rules and formulas change a form through them. */
export interface FormModelParts {
  readonly values: ValueStore
  readonly states: FieldStates
  readonly tabs: TabStates
  readonly rows: RowEditor
  readonly errors: FieldErrors
  readonly validation: ValidationRunner
}

/** The parts plus the snapshot builder, which only the façade reads through. */
export interface ModelParts extends FormModelParts {
  readonly snapshots: Snapshots
}

/** Builds the parts over one context, each given only the parts it writes or reads. */
export function createModelParts(context: ModelContext, formData: FormData, optionData: Record<string, OptionItem[]> | undefined): ModelParts {
  const errors = new FieldErrors(context)
  const rows = new RowEditor(context, errors)
  const values = new ValueStore(context, rows, errors, formData)
  const states = new FieldStates(context, optionData)
  const tabs = new TabStates(context, states)
  const validation = new ValidationRunner(context, values, states, errors)
  const snapshots = new Snapshots(context, values, states, tabs, errors)
  return { values, states, tabs, rows, errors, validation, snapshots }
}
