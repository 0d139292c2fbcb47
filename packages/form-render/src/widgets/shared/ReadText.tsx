import type { ReactNode } from 'react'
import type { FieldWidgetProps } from '../types'
import { widgetText } from './texts'

/** Separator between the labels of a multiple choice in read mode. */
export const READ_LIST_SEPARATOR = '，'

interface ReadTextProps {
  /** A list is joined with '，'; an empty string or list shows the i18n empty text. */
  text: string | readonly string[]
  t: FieldWidgetProps['t']
  /** Shown before the text (a colour swatch, for instance). */
  prefix?: ReactNode
}

/** A read text with a list joined by '，' (empty parts dropped). */
export function joinReadText(text: string | readonly string[]): string {
  return typeof text === 'string' ? text : text.filter((part) => part !== '').join(READ_LIST_SEPARATOR)
}

/** Read-mode rendering of a field value as plain text. */
export function ReadText({ text, t, prefix }: ReadTextProps) {
  const joined = joinReadText(text)
  if (joined === '') return <span className="tandem-read-text">{widgetText(t, 'empty')}</span>
  return (
    <span className="tandem-read-text">
      {prefix}
      {joined}
    </span>
  )
}
