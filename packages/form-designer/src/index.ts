// @tandem/form-designer: the drag-and-drop form designer on React 19 + antd 6 + dnd-kit.

export { FormDesigner } from './FormDesigner'
export type { FormDesignerProps } from './FormDesigner'
export type { FormDesignerApi } from './designerApi'
export { DesignerModel, createDesignerModel } from './model'
export type {
  CommandResult,
  DragSource,
  DragState,
  DropTarget,
  LeftPanelTab,
  PanelState,
  RightPanelTab,
  WidgetCommand,
} from './model'
export { useDesignerModel, useDesignerState, useHistoryState, useIsSelected } from './hooks'
export { designerMessages, widgetTypeLabel } from './messages'
export type { DesignerMessages } from './messages'
export { buildPaletteSections } from './palette'
export type { PaletteEntry, PaletteSection } from './palette'
export { FormSettingsPanel, WidgetSettingsPanel } from './settings-panel'
export type { FormSettingsPanelProps, WidgetSettingsPanelProps } from './settings-panel'
export { AuthorToolsEnd, AuthorToolsStart } from './author-tools'
export { AutosaveKeeper, readDraft, removeDraft } from './autosave'
export { fillText, useLocale, useLocalText } from './locale'
export type { LocalTexts } from './locale'
export { generateReactCode } from './code-export'
export { DataSourceManager, getTestDsv, setTestDsv, testDataSource } from './data-sources'
export { exportFormJson, importFormJson } from './json-io'
export { applyTemplate, contractTemplates, TemplateLibrary } from './templates'
export type { FormTemplate } from './templates'
