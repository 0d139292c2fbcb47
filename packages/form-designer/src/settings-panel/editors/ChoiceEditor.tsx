import { Radio, Select } from 'antd'
import { useSettingsText } from '../hooks/useSettingsText'
import type { ValueEditorProps } from './editorTypes'

/**
 * One of the spec's choices, as a select or a radio group. Choices are addressed by position, so
 * '' and false work as values like any other.
 */
export function ChoiceEditor({ id, spec, value, onChange }: ValueEditorProps) {
  const { label } = useSettingsText()
  const choices = spec.choices ?? []
  const selected = choices.findIndex((choice) => choice.value === value)
  const current = selected < 0 ? undefined : String(selected)
  const pick = (index: string) => onChange(choices[Number(index)].value)
  const options = choices.map((choice, index) => ({ value: String(index), label: label(choice.label) }))

  if (spec.kind === 'radio') {
    return (
      <Radio.Group id={id} size="small" optionType="button" value={current} options={options} onChange={(event) => pick(String(event.target.value))} />
    )
  }
  return <Select id={id} style={{ width: '100%' }} value={current} options={options} onChange={pick} />
}
