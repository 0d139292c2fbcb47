export { FormBody } from './FormBody'
export { WidgetList, WidgetRenderer } from './WidgetRenderer'
