import 'react-quill-new/dist/quill.snow.css'
import { sanitizeRichHtml } from './richHtml'

/** Read mode: the sanitised HTML with Quill's content styles (loaded on demand). */
export default function RichReadView({ html }: { html: string }) {
  return (
    <div className="ql-snow tandem-rich-read">
      <div className="ql-editor" style={{ padding: 0 }} dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(html) }} />
    </div>
  )
}
