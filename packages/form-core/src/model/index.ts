export { createFormModel } from './createFormModel.js'
export { FormModel } from './formModel.js'
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
  SubFormSnapshot,
  TabPaneState,
  TabSnapshot,
  WidgetSnapshot,
  WidgetStatePatch,
} from './modelTypes.js'
