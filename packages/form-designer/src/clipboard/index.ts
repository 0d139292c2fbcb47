export { freshWidgetCopy } from './freshWidgetCopy'
export { pasteWidget, readClipboardWidget, widgetClipboardText } from './pasteWidget'
export { useWidgetClipboard } from './useWidgetClipboard'
