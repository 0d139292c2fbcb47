import { Input } from 'antd'
import type { ValueEditorProps } from './editorTypes'

const asText = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')

/** Single-line text; an emptied nullable option stores null. */
export function TextEditor({ id, spec, value, onChange }: ValueEditorProps) {
  return <Input id={id} value={asText(value)} onChange={(event) => onChange(event.target.value === '' && spec.nullable ? null : event.target.value)} />
}

/** Multi-line text. */
export function TextareaEditor({ id, value, onChange }: ValueEditorProps) {
  return <Input.TextArea id={id} autoSize={{ minRows: 2, maxRows: 8 }} value={asText(value)} onChange={(event) => onChange(event.target.value)} />
}
