import type { FormJson } from '../types.js'
import type { ModelParts } from './formModelParts.js'
import type { ModelContext } from './modelContext.js'
import type { StructureChanges } from './modelTypes.js'
import { STRUCTURE_PATH } from './paths.js'

/**
 * Moves a model to a new structure: each part keeps what still exists (values by name, rows by
 * id, state, messages, active tabs), then only the paths whose snapshot changed are woken (every
 * path when formConfig is a new object), then the structure listeners. `changes` (the schema
 * store's, from the model's JSON to `json`) limits the snapshots looked at to those of touched
 * widgets and what lies under them. Returns whether formConfig changed.
 */
export function followStructure(context: ModelContext, parts: ModelParts, json: FormJson, changes?: StructureChanges): boolean {
  const formConfigChanged = json.formConfig !== context.json.formConfig
  const previous = context.setStructure(json)
  parts.values.follow(previous)
  context.rows.restructure(context.index)
  parts.states.follow(previous)
  parts.errors.retainResolvable()
  parts.tabs.follow()
  context.batch(() => {
    if (formConfigChanged) context.setForm({ formConfig: json.formConfig })
    else parts.snapshots.touchStale(previous, changes?.touchedIds)
    context.notifier.notify(STRUCTURE_PATH)
  })
  return formConfigChanged
}
