import { Button, Space } from 'antd'
import type { OptionItem } from '../shared'
import type { WidgetSize } from '../types'

interface CheckboxButtonsProps {
  items: readonly OptionItem[]
  selected: readonly unknown[]
  size: WidgetSize
  disabled: boolean
  vertical: boolean
  onToggle(value: OptionItem['value']): void
}

/** Element's checkbox-button look: a row of toggle buttons (antd has no checkbox button). */
export function CheckboxButtons({ items, selected, size, disabled, vertical, onToggle }: CheckboxButtonsProps) {
  const buttons = items.map((item) => {
    const checked = selected.includes(item.value)
    return (
      <Button
        key={String(item.value)}
        size={size}
        autoInsertSpace={false}
        role="checkbox"
        aria-checked={checked}
        type={checked ? 'primary' : 'default'}
        disabled={disabled || item.disabled === true}
        onClick={() => onToggle(item.value)}
      >
        {item.label}
      </Button>
    )
  })
  return vertical ? <Space orientation="vertical">{buttons}</Space> : <Space.Compact>{buttons}</Space.Compact>
}
