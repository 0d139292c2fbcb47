import type { FormJson, SchemaStore } from '@tandem/form-core'
import type { DesignerModel } from './model'

/** What a FormDesigner's ref gives the host and later tools (preview, import/export, templates). */
export interface FormDesignerApi {
  /** the form as it would be saved (defaults stripped) */
  getFormJson(): FormJson
  /** replaces the whole form as one undoable step; bad JSON throws the loader's error and changes nothing */
  setFormJson(json: unknown): void
  getSchemaStore(): SchemaStore
  getDesignerModel(): DesignerModel
}
