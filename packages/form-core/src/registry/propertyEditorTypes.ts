// Metadata the designer's settings panel reads to build one editor per option and event of a
// widget type, and per form setting. Plain data: no React, no DOM.

import type { Locale } from '../i18n/index.js'

/** A text in every supported locale, kept beside the metadata it labels. */
export type LocalizedText = Readonly<Record<Locale, string>>

/** The panel's three collapsible sections: 常见属性, 高级属性, 事件属性. */
export type PropertyGroup = 'common' | 'advanced' | 'event'

/**
 * The editor component an option gets.
 * - text / textarea / number / switch / color: a plain input of that kind
 * - select / radio: one of `choices`
 * - tags: a string list typed as tags (fileTypes)
 * - name: the widget name, refused while another widget uses it
 * - customClass: class names, offering those defined in formConfig.cssCode
 * - validation: a built-in validator name or a regular expression, with validationHint beside it
 * - optionItems: the choice list of radio/checkbox/select (also picks the default value)
 * - json: a JSON document checked against `jsonShape` before it is stored
 * - code: a CodeMirror editor in `language` (form settings: cssCode, functions)
 */
export type PropertyEditorKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'switch'
  | 'color'
  | 'select'
  | 'radio'
  | 'tags'
  | 'name'
  | 'customClass'
  | 'validation'
  | 'optionItems'
  | 'json'
  | 'code'

/** What a JSON editor accepts; see checkJsonShape(). */
export type JsonShape = 'cascaderOptions' | 'tableColumns' | 'operationButtons' | 'pagination' | 'tableRows' | 'valueList' | 'any'

export type PropertyValue = string | number | boolean

export interface PropertyChoice {
  readonly value: PropertyValue
  readonly label: LocalizedText
}

/** The editor is shown only while option `key` holds one of `oneOf`. */
export interface PropertyCondition {
  readonly key: string
  readonly oneOf: readonly unknown[]
}

export interface PropertyEditorSpec {
  /** the option key (or formConfig key) edited */
  readonly key: string
  readonly kind: PropertyEditorKind
  readonly group: PropertyGroup
  readonly label: LocalizedText
  /** select / radio */
  readonly choices?: readonly PropertyChoice[]
  /** number bounds and step */
  readonly min?: number
  readonly max?: number
  readonly step?: number
  /** an emptied input stores null (VForm's "use the form's value" for labelWidth, colHeight, ...) */
  readonly nullable?: boolean
  readonly jsonShape?: JsonShape
  readonly language?: 'css' | 'javascript'
  readonly when?: PropertyCondition
  /**
   * Set when the key has no editor of its own because the editor of another key edits it too:
   * validationHint beside validation, the default value of a choice list in its option items.
   */
  readonly editedWith?: string
}

/** An event property: a handler body edited in a JavaScript editor framed by its signature. */
export interface EventEditorSpec {
  readonly key: string
  readonly group: 'event'
  /** parameter names of the handler, as the renderer calls it */
  readonly params: readonly string[]
}

/** Editors of one widget type, in panel order. */
export interface WidgetPropertyEditors {
  readonly common: readonly PropertyEditorSpec[]
  readonly advanced: readonly PropertyEditorSpec[]
  readonly event: readonly EventEditorSpec[]
}

/** Child-list editors of a container type (not options): grid columns, tab panes. */
export type StructureEditorKind = 'gridCols' | 'tabPanes'
