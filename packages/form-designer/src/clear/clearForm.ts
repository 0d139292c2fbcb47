import type { SchemaStore } from '@tandem/form-core'

/** 清空: removes every widget and keeps the form settings as saved, as one undoable step. */
export function clearForm(store: SchemaStore): void {
  store.dispatch({ type: 'replaceForm', json: { widgetList: [], formConfig: store.toSavedJson().formConfig } })
}
