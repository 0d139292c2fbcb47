import { InputNumber } from 'antd'
import type { ValueEditorProps } from './editorTypes'

/** A number within the spec's bounds; emptying it stores null only when the option allows null. */
export function NumberEditor({ id, spec, value, onChange }: ValueEditorProps) {
  return (
    <InputNumber<number>
      id={id}
      style={{ width: '100%' }}
      min={spec.min}
      max={spec.max}
      step={spec.step}
      value={typeof value === 'number' ? value : null}
      onChange={(next) => {
        if (typeof next === 'number' && Number.isFinite(next)) onChange(next)
        else if (next === null && spec.nullable) onChange(null)
      }}
    />
  )
}
