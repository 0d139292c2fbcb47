import { Select } from 'antd'
import { useLocalText, fillText } from '../locale'
import { dataSourceTexts } from './messages'

export interface DataSourcePickerProps {
  id: string
  value: unknown
  /** the form's data source names */
  names: readonly string[]
  onChange: (name: string) => void
}

/** Picks a data source by name from the form's list (dsName of option fields and the data table); a name no longer defined stays visible as such. */
export function DataSourcePicker({ id, value, names, onChange }: DataSourcePickerProps) {
  const text = useLocalText(dataSourceTexts)
  const current = typeof value === 'string' && value !== '' ? value : undefined
  const options = names.map((name) => ({ value: name, label: name }))
  if (current !== undefined && !names.includes(current)) options.push({ value: current, label: fillText(text.pickerMissing, { name: current }) })
  return <Select id={id} style={{ width: '100%' }} allowClear placeholder={text.pickerPlaceholder} value={current} options={options} onChange={(name?: string) => onChange(name ?? '')} />
}
