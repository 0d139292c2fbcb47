export { RichEditorWidget } from './RichEditorWidget'
export { RICH_TOOLBAR, EMPTY_EDITOR_HTML, sanitizeRichHtml } from './richHtml'
