export { currentDesignerText, designerMessages, useDesignerText, widgetTypeLabel } from './messages'
export type { DesignerMessages } from './messages'
