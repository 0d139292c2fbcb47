import { PlusOutlined } from '@ant-design/icons'
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { SortableContext, arrayMove, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable'
import type { OptionItem } from '@tandem/form-core'
import { Button, Space } from 'antd'
import { useState } from 'react'
import { useSettingsText } from '../../hooks/useSettingsText'
import { BatchOptionsModal } from './BatchOptionsModal'
import { OptionItemRow } from './OptionItemRow'
import { keepDefault, nextOptionValue, toOptionValue, valueProblem } from './optionValues'

export interface OptionItemsPatch {
  optionItems?: OptionItem[]
  defaultValue?: unknown
}

export interface OptionItemsEditorProps {
  items: readonly OptionItem[]
  defaultValue: unknown
  /** checkbox, or select with multiple: the default value is a list */
  multiple: boolean
  /** the default value when none is chosen (the type's registry default) */
  emptyDefault: unknown
  onChange: (patch: OptionItemsPatch) => void
}

const sortIdOf = (index: number) => `option-${index}`

/** The options of radio, checkbox and select: edit, add, remove, reorder by drag, default, paste in bulk. */
export function OptionItemsEditor({ items, defaultValue, multiple, emptyDefault, onChange }: OptionItemsEditorProps) {
  const { t } = useSettingsText()
  const [batchOpen, setBatchOpen] = useState(false)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const sortIds = items.map((_, index) => sortIdOf(index))
  const isDefault = (item: OptionItem) => (multiple ? Array.isArray(defaultValue) && defaultValue.includes(item.value) : defaultValue === item.value)

  const replaceItems = (next: OptionItem[], nextDefault: unknown = keepDefault(defaultValue, next, multiple, emptyDefault)) =>
    onChange(nextDefault === defaultValue ? { optionItems: next } : { optionItems: next, defaultValue: nextDefault })

  const setValue = (index: number, text: string) => {
    const value = toOptionValue(text)
    const problem = valueProblem(items, index, value)
    if (problem) return problem
    const old = items[index].value
    const next = items.map((item, i) => (i === index ? { ...item, value } : item))
    const follow = (v: unknown) => (v === old ? value : v)
    replaceItems(next, multiple && Array.isArray(defaultValue) ? defaultValue.map(follow) : follow(defaultValue))
    return null
  }

  const toggleDefault = (item: OptionItem) => {
    if (!multiple) return onChange({ defaultValue: isDefault(item) ? emptyDefault : item.value })
    const chosen = Array.isArray(defaultValue) ? defaultValue : []
    const next = isDefault(item) ? chosen.filter((value) => value !== item.value) : [...chosen, item.value]
    onChange({ defaultValue: items.map((option) => option.value).filter((value) => next.includes(value)) })
  }

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    replaceItems(arrayMove([...items], sortIds.indexOf(String(active.id)), sortIds.indexOf(String(over.id))))
  }

  return (
    <div>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd}>
        <SortableContext items={sortIds} strategy={verticalListSortingStrategy}>
          {items.map((item, index) => (
            <OptionItemRow
              key={sortIds[index]}
              sortId={sortIds[index]}
              index={index}
              item={item}
              isDefault={isDefault(item)}
              multiple={multiple}
              canRemove={items.length > 1}
              onValue={(text) => setValue(index, text)}
              onLabel={(label) => replaceItems(items.map((option, i) => (i === index ? { ...option, label } : option)))}
              onToggleDefault={() => toggleDefault(item)}
              onRemove={() => replaceItems(items.filter((_, i) => i !== index))}
            />
          ))}
        </SortableContext>
      </DndContext>
      <Space size={4} wrap style={{ marginTop: 4 }}>
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={() => {
            const value = nextOptionValue(items)
            replaceItems([...items, { value, label: t('newOption', { n: items.length + 1 }) }])
          }}
        >
          {t('addOption')}
        </Button>
        <Button size="small" onClick={() => setBatchOpen(true)}>
          {t('batchEdit')}
        </Button>
        {!multiple && (
          <Button size="small" type="link" disabled={defaultValue === emptyDefault} onClick={() => onChange({ defaultValue: emptyDefault })}>
            {t('clearDefault')}
          </Button>
        )}
      </Space>
      {batchOpen && (
        <BatchOptionsModal
          items={items}
          onClose={() => setBatchOpen(false)}
          onSave={(next) => {
            replaceItems(next)
            setBatchOpen(false)
          }}
        />
      )}
    </div>
  )
}
