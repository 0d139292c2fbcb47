import type { Widget, WidgetOptions } from '../types.js'
import type { LocalizedText } from './propertyEditorTypes.js'

export type WidgetCategory = 'container' | 'field'

/** Palette group the designer lists a widget under. */
export type PaletteGroup = 'container' | 'basic' | 'advanced' | 'custom'

/**
 * Shape of a widget's value. `scalar`: string/number/boolean as the option values are;
 * `files`: array of { name, url }; `rows`: array of row objects (sub-forms); `none`: no value.
 */
export type ValueType = 'string' | 'number' | 'boolean' | 'scalar' | 'array' | 'files' | 'rows' | 'none'

/** Which validation rules a form-item type gets from its options (see validation/buildRules). */
export type ValidatorKind = 'required' | 'format' | 'length' | 'numberRange' | 'multipleLimit' | 'custom'

export interface WidgetDefinition {
  readonly type: string
  readonly category: WidgetCategory
  /** true: owns a value and a label (VForm formItemFlag) */
  readonly formItem: boolean
  /** grid-col, table-cell, tab-pane: never in the palette, never created alone */
  readonly internal: boolean
  /** palette group; null for internal types */
  readonly group: PaletteGroup | null
  readonly icon: string
  /** palette name of a host-registered type; built-in types are named by the designer's messages */
  readonly label?: LocalizedText
  /** value shape before option-dependent changes; see valueTypeOf() */
  readonly valueType: ValueType
  /** every option key of the type with VForm's default (frozen) */
  readonly defaultOptions: Readonly<WidgetOptions>
  /** option keys a property editor offers: defaultOptions keys minus event handlers */
  readonly editableOptions: readonly string[]
  /** event handler option keys (onCreated, onChange, ...) */
  readonly events: readonly string[]
  readonly validators: readonly ValidatorKind[]
  /** a fresh widget with a new id/name, like VForm's designer makes */
  readonly create: () => Widget
}

/** Flat entry of getFieldWidgets(). */
export interface FieldWidgetInfo {
  type: string
  name: string
  field: Widget
}

/** Flat entry of getContainerWidgets(). */
export interface ContainerWidgetInfo {
  type: string
  name: string
  container: Widget
}
