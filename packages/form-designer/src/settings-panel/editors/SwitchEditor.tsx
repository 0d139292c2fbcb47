import { Switch } from 'antd'
import type { ValueEditorProps } from './editorTypes'

export function SwitchEditor({ id, value, onChange }: ValueEditorProps) {
  return <Switch id={id} size="small" checked={value === true} onChange={(checked) => onChange(checked)} />
}
