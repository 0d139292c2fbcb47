export { createWidget, getWidgetDefinition, isKnownWidgetType, listWidgetDefinitions, valueTypeOf } from './registry.js'
export { registerWidgetType } from './customWidgets.js'
export type { CustomWidgetSpec } from './customWidgets.js'
export { generateWidgetId, tableRowId, widgetIdentity } from './widgetFactory.js'
export type { WidgetIdentity } from './widgetFactory.js'
export { getPropertyEditors, isPropertyShown, propertyEditorOf, structureEditorsOf } from './propertyEditors.js'
export { eventEditorOf, handlerSignature } from './eventEditors.js'
export type { EventContext } from './eventEditors.js'
export { formEventEditors, formSettingsEditors } from './formSettingsEditors.js'
export { checkJsonShape } from './jsonShapes.js'
export type {
  EventEditorSpec,
  JsonShape,
  LocalizedText,
  PropertyChoice,
  PropertyCondition,
  PropertyEditorKind,
  PropertyEditorSpec,
  PropertyGroup,
  PropertyValue,
  StructureEditorKind,
  WidgetPropertyEditors,
} from './propertyEditorTypes.js'
export type {
  ContainerWidgetInfo,
  FieldWidgetInfo,
  PaletteGroup,
  ValidatorKind,
  ValueType,
  WidgetCategory,
  WidgetDefinition,
} from './registryTypes.js'
