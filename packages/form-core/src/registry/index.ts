export { createWidget, getWidgetDefinition, isKnownWidgetType, listWidgetDefinitions, valueTypeOf } from './registry.js'
export { generateWidgetId } from './widgetFactory.js'
export type {
  ContainerWidgetInfo,
  FieldWidgetInfo,
  PaletteGroup,
  ValidatorKind,
  ValueType,
  WidgetCategory,
  WidgetDefinition,
} from './registryTypes.js'
