import type { CSSProperties } from 'react'
import { optionalString } from '../shared'
import type { FieldWidgetProps } from '../types'

const TEXT_ALIGNS = new Set(['left', 'center', 'right', 'justify'])

/** VForm 'static-text': plain text, optionally keeping whitespace and line breaks (preWrap). */
export function StaticTextWidget({ options }: FieldWidgetProps) {
  const style: CSSProperties = {
    textAlign: TEXT_ALIGNS.has(String(options.textAlign)) ? (options.textAlign as CSSProperties['textAlign']) : undefined,
    fontSize: optionalString(options.fontSize),
    whiteSpace: options.preWrap === true ? 'pre-wrap' : undefined,
  }
  return (
    <div className="tandem-static-text" style={style}>
      {typeof options.textContent === 'string' ? options.textContent : ''}
    </div>
  )
}
