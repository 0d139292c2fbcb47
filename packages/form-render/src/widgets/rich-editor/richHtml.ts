import DOMPurify, { type Config } from 'dompurify'

/** What Quill holds when it is empty; the field value is '' then. */
export const EMPTY_EDITOR_HTML = '<p><br></p>'

/** The toolbar of VForm's rich editor (SPEC §3), in Quill's toolbar format. */
export const RICH_TOOLBAR: readonly unknown[] = Object.freeze([
  ['bold', 'italic', 'underline', 'strike'],
  ['blockquote', 'code-block'],
  [{ header: 1 }, { header: 2 }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ script: 'sub' }, { script: 'super' }],
  [{ indent: '-1' }, { indent: '+1' }],
  [{ direction: 'rtl' }],
  [{ size: ['small', false, 'large', 'huge'] }],
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  [{ color: [] }, { background: [] }],
  [{ font: [] }],
  [{ align: [] }],
  ['clean'],
  ['link', 'image', 'video'],
])

// Quill's video embed is an iframe; DOMPurify still removes javascript:/data: sources from it.
const CONFIG: Config = { ADD_TAGS: ['iframe'], ADD_ATTR: ['allowfullscreen', 'frameborder', 'target'] }

/** Rich text as it may reach the DOM: no scripts, event-handler attributes or script URLs. */
export function sanitizeRichHtml(html: string): string {
  return DOMPurify.sanitize(html, CONFIG)
}

/** The field value for the editor's HTML: '' when the editor holds no content. */
export function editorValue(html: string, contentLength: number): string {
  return contentLength <= 1 || html === EMPTY_EDITOR_HTML ? '' : html
}
