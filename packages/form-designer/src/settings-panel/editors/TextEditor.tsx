import { TextBox } from '@tandem/form-render'
import { Input } from 'antd'
import type { ValueEditorProps } from './editorTypes'

const asText = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')

/**
 * Single-line text; an emptied nullable option stores null. The renderer's TextBox, not antd's
 * Input: it is typed into on every keystroke of a property edit, and antd's Input costs more to
 * render again than the rest of the keystroke's React work together.
 */
export function TextEditor({ id, spec, value, onChange }: ValueEditorProps) {
  return (
    <TextBox
      id={id}
      size="small"
      autoComplete="off"
      value={asText(value)}
      onChange={(text) => onChange(text === '' && spec.nullable ? null : text)}
    />
  )
}

/** Multi-line text. */
export function TextareaEditor({ id, value, onChange }: ValueEditorProps) {
  return <Input.TextArea id={id} autoSize={{ minRows: 2, maxRows: 8 }} value={asText(value)} onChange={(event) => onChange(event.target.value)} />
}
