import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import type { DataSourceParam } from '@tandem/form-core'
import { Button, Input, Select, Space } from 'antd'
import { useLocalText } from '../locale'
import { ITEM_TYPES } from './dataSourceList'
import { dataSourceTexts } from './messages'

export interface RequestItemsEditorProps {
  label: string
  items: readonly DataSourceParam[]
  onChange: (items: DataSourceParam[]) => void
}

/** Headers, params or body items: name, type (String, Number, Boolean, Variable) and value per row. */
export function RequestItemsEditor({ label, items, onChange }: RequestItemsEditorProps) {
  const text = useLocalText(dataSourceTexts)
  const change = (index: number, patch: Partial<DataSourceParam>) => onChange(items.map((item, at) => (at === index ? { ...item, ...patch } : item)))
  return (
    <div role="group" aria-label={label} className="tfd-ds-items">
      {items.map((item, index) => (
        <Space.Compact key={index} block style={{ marginBottom: 4 }}>
          <Input aria-label={`${label} ${index + 1} ${text.itemName}`} placeholder={text.itemName} value={item.name} onChange={(event) => change(index, { name: event.target.value })} />
          <Select
            aria-label={`${label} ${index + 1} ${text.itemType}`}
            style={{ width: 130 }}
            value={item.type}
            options={ITEM_TYPES.map((type) => ({ value: type, label: type }))}
            onChange={(type) => change(index, { type })}
          />
          <Input aria-label={`${label} ${index + 1} ${text.itemValue}`} placeholder={text.itemValue} value={item.value} onChange={(event) => change(index, { value: event.target.value })} />
          <Button aria-label={`${label} ${index + 1} ${text.removeItem}`} icon={<DeleteOutlined />} onClick={() => onChange(items.filter((_, at) => at !== index))} />
        </Space.Compact>
      ))}
      <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={() => onChange([...items, { name: '', type: 'String', value: '' }])}>
        {`${text.addItem}${label}`}
      </Button>
    </div>
  )
}
