import { Select } from 'antd'
import { useLocale } from '../locale'
import type { LogicField } from './logicFields'

export interface FieldSelectProps {
  fields: readonly LogicField[]
  value: string | undefined
  placeholder: string
  ariaLabel: string
  onChange: (name: string) => void
  /** an entry before the fields, e.g. 本组件 with the value '' */
  extra?: { value: string; label: string }
}

/** `合同金额（amount）`: a field by its label, with its name. */
export function fieldTitle(field: Pick<LogicField, 'label' | 'name'>, locale: string): string {
  if (field.label === field.name) return field.name
  return locale === 'zh-CN' ? `${field.label}（${field.name}）` : `${field.label} (${field.name})`
}

/** Picks a field by its label (searchable by label and name). */
export function FieldSelect({ fields, value, placeholder, ariaLabel, onChange, extra }: FieldSelectProps) {
  const locale = useLocale()
  const options = fields.map((field) => ({ value: field.name, label: fieldTitle(field, locale) }))
  return (
    <Select
      aria-label={ariaLabel}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      value={value === undefined || (value === '' && !extra) ? undefined : value}
      options={extra ? [extra, ...options] : options}
      onChange={onChange}
      style={{ minWidth: 180, flex: 1 }}
      popupMatchSelectWidth={false}
    />
  )
}
