import { HolderOutlined, MinusCircleOutlined } from '@ant-design/icons'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { OptionItem } from '@tandem/form-core'
import { Button, Checkbox, Input, Radio, Typography } from 'antd'
import { useState } from 'react'
import { useSettingsText } from '../../hooks/useSettingsText'
import type { OptionProblem } from './optionValues'

export interface OptionItemRowProps {
  sortId: string
  index: number
  item: OptionItem
  isDefault: boolean
  multiple: boolean
  canRemove: boolean
  /** stores the typed value, or says why it cannot be stored */
  onValue: (text: string) => OptionProblem | null
  onLabel: (label: string) => void
  onToggleDefault: () => void
  onRemove: () => void
}

/** One option: drag handle, default marker, value, label, remove. */
export function OptionItemRow({ sortId, index, item, isDefault, multiple, canRemove, onValue, onLabel, onToggleDefault, onRemove }: OptionItemRowProps) {
  const { t } = useSettingsText()
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id: sortId })
  // a refused value stays visible with its reason until it is corrected or the input is left
  const [refused, setRefused] = useState<{ text: string; problem: OptionProblem } | null>(null)
  const n = index + 1
  const marker = { 'aria-label': `${t('defaultOption')} ${n}`, checked: isDefault }

  return (
    <div ref={setNodeRef} data-option-row={index} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <Button
          ref={setActivatorNodeRef}
          type="text"
          size="small"
          icon={<HolderOutlined />}
          aria-label={`${t('dragOption')} ${n}`}
          style={{ cursor: 'grab' }}
          {...attributes}
          {...listeners}
        />
        {/* a click on the checked radio clears the default, so the radio listens to clicks */}
        {multiple ? <Checkbox {...marker} onChange={onToggleDefault} /> : <Radio {...marker} onClick={onToggleDefault} />}
        <Input
          size="small"
          aria-label={`${t('optionValue')} ${n}`}
          value={refused?.text ?? String(item.value)}
          status={refused ? 'error' : undefined}
          onChange={(event) => {
            const problem = onValue(event.target.value)
            setRefused(problem ? { text: event.target.value, problem } : null)
          }}
          onBlur={() => setRefused(null)}
        />
        <Input size="small" aria-label={`${t('optionLabel')} ${n}`} value={item.label} onChange={(event) => onLabel(event.target.value)} />
        <Button type="text" size="small" danger disabled={!canRemove} icon={<MinusCircleOutlined />} aria-label={`${t('removeOption')} ${n}`} onClick={onRemove} />
      </div>
      {refused && (
        <Typography.Text type="danger" role="alert">
          {t(refused.problem.key, refused.problem.params)}
        </Typography.Text>
      )}
    </div>
  )
}
