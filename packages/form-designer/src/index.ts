// @tandem/form-designer: the drag-and-drop form designer on React 19 + antd 6 + dnd-kit.

export { FormSettingsPanel, WidgetSettingsPanel } from './settings-panel'
export type { FormSettingsPanelProps, WidgetSettingsPanelProps } from './settings-panel'
