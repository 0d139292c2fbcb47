export { createFormModel } from './createFormModel.js'
export { FormModel } from './formModel.js'
export type { FormModelParts } from './formModelParts.js'
export type { FieldErrors } from './fieldErrors.js'
export type { FieldStates } from './fieldStates.js'
export type { RowEditor } from './rowEditor.js'
export type { TabStates } from './tabStates.js'
export type { ValidationRunner } from './validationRunner.js'
export type { ValueStore } from './valueStore.js'
export { FORM_PATH, parseFieldPath, rowFieldPath } from './paths.js'
export type { ParsedPath } from './paths.js'
export { Subscribable } from './subscribable.js'
export type {
  ContainerSnapshot,
  CreateFormModelOptions,
  FieldSnapshot,
  FormEvent,
  FormEventListener,
  FormSnapshot,
  SetValueOptions,
  StructureChanges,
  SubFormSnapshot,
  TabPaneState,
  TabSnapshot,
  WidgetSnapshot,
  WidgetStatePatch,
} from './modelTypes.js'
