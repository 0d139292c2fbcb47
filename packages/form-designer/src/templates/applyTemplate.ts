import type { SchemaStore } from '@tandem/form-core'
import type { FormTemplate } from './contractTemplates'

/** Replaces the form with the template as one undoable step (the store loads a copy). */
export function applyTemplate(store: SchemaStore, template: FormTemplate): void {
  store.dispatch({ type: 'replaceForm', json: template.json })
}
