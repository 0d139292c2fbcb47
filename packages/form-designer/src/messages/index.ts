export { messages, widgetTypeLabel } from './messages'
