import type { ReactNode } from 'react'
import type { FieldWidgetComponent, FieldWidgetProps } from '../types'
import { joinReadText, ReadText } from './ReadText'

export interface ReadViewProps extends FieldWidgetProps {
  /** The value's read text, a list already joined; never empty. */
  text: string
}

/** How a field widget's value reads in read mode. */
export interface ReadRendering {
  /** The value as plain text (option labels, formatted dates, never raw values); '' or [] is empty. */
  text(value: unknown, options: Record<string, unknown>, t: FieldWidgetProps['t']): string | readonly string[]
  /** Draws a non-empty value richer than its text (stars, file links, HTML, a colour swatch). */
  View?(props: ReadViewProps): ReactNode
}

/**
 * The one place read mode is decided (Formily's mapReadPretty): the editor while the field is
 * editable; in read mode the empty text for an empty value, else the widget's read view or its
 * text. The editor is not mounted in read mode.
 */
export function withReadView(Editor: FieldWidgetComponent, read: ReadRendering): FieldWidgetComponent {
  function ReadOrEdit(props: FieldWidgetProps) {
    if (!props.readMode) return <Editor {...props} />
    const text = joinReadText(read.text(props.value, props.options, props.t))
    if (text === '' || !read.View) return <ReadText text={text} t={props.t} />
    return <read.View {...props} text={text} />
  }
  ReadOrEdit.displayName = Editor.name
  return ReadOrEdit
}
