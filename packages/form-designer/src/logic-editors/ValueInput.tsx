import { Input, InputNumber, Select } from 'antd'
import { useLocalText } from '../locale'
import type { LogicField } from './logicFields'
import { logicTexts } from './messages'
import type { ConditionValue, Literal } from './ruleTypes'

export interface ValueInputProps {
  field: LogicField
  value: ConditionValue
  /** a list of values (the operator `in`) */
  multiple?: boolean
  onChange: (value: ConditionValue) => void
}

// option values may be numbers or booleans; the select keys them by their JSON text
const keyOf = (value: Literal) => JSON.stringify(value)
const fromKey = (key: string) => JSON.parse(key) as Literal

/** The value of a condition or a setValue effect, edited as the field holds it: its options, a number, a date text, yes/no or text. */
export function ValueInput({ field, value, multiple = false, onChange }: ValueInputProps) {
  const text = useLocalText(logicTexts)
  const common = { 'aria-label': text.value, style: { minWidth: 140, flex: 1 } }
  if (field.kind === 'boolean') {
    return (
      <Select
        {...common}
        placeholder={text.chooseValue}
        value={typeof value === 'boolean' ? keyOf(value) : undefined}
        options={[
          { value: keyOf(true), label: text.yes },
          { value: keyOf(false), label: text.no },
        ]}
        onChange={(key: string) => onChange(fromKey(key))}
      />
    )
  }
  if (field.options.length > 0) {
    const options = field.options.map((option) => ({ value: keyOf(option.value), label: option.label }))
    if (multiple) {
      const keys = Array.isArray(value) ? value.map(keyOf) : []
      return <Select {...common} mode="multiple" placeholder={text.chooseValue} value={keys} options={options} onChange={(next: string[]) => onChange(next.map(fromKey))} />
    }
    return (
      <Select
        {...common}
        placeholder={text.chooseValue}
        value={value === undefined || value === null || Array.isArray(value) ? undefined : keyOf(value)}
        options={options}
        onChange={(key: string) => onChange(fromKey(key))}
      />
    )
  }
  if (field.kind === 'number') {
    return <InputNumber {...common} value={typeof value === 'number' ? value : null} onChange={(next) => onChange(typeof next === 'number' ? next : undefined)} />
  }
  return (
    <Input
      {...common}
      placeholder={field.kind === 'date' ? text.datePlaceholder : undefined}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
    />
  )
}
