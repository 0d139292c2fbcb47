import DOMPurify from 'dompurify'
import { useMemo } from 'react'
import type { FieldWidgetProps } from '../types'

/** VForm 'html-text': author HTML, sanitised (scripts, event handlers, javascript: URLs removed). */
export function HtmlTextWidget({ options }: FieldWidgetProps) {
  const raw = typeof options.htmlContent === 'string' ? options.htmlContent : ''
  const html = useMemo(() => DOMPurify.sanitize(raw), [raw])
  return <div className="tandem-html-text" dangerouslySetInnerHTML={{ __html: html }} />
}
