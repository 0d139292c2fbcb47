import { Checkbox } from 'antd'
import { useRef } from 'react'
import { optionLabels, toArray, toOptionItems, useBorderedStyle, useEditorHandle, withReadView } from '../shared'
import type { FieldWidgetProps } from '../types'
import { CheckboxButtons } from './CheckboxButtons'

/** VForm 'checkbox': the value is the array of checked option values. */
function CheckboxEditor(props: FieldWidgetProps) {
  const { options } = props
  const groupRef = useRef<HTMLDivElement>(null)
  useEditorHandle(props.editorRef, groupRef)
  const bordered = useBorderedStyle(options.border === true)
  const items = toOptionItems(options.optionItems)
  const selected = toArray(props.value)
  const disabled = props.disabled || props.readonly
  const vertical = options.displayStyle === 'block'
  if (options.buttonStyle === true) {
    return (
      <div ref={groupRef}>
        <CheckboxButtons
          items={items}
          selected={selected}
          size={props.size}
          disabled={disabled}
          vertical={vertical}
          onToggle={(value) =>
            props.onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value])
          }
        />
      </div>
    )
  }
  return (
    <Checkbox.Group
      ref={groupRef}
      value={selected}
      disabled={disabled}
      style={vertical ? { display: 'flex', flexDirection: 'column' } : undefined}
      options={items.map(({ label, value, disabled: off }) => ({ label, value, disabled: off, style: bordered }))}
      onChange={(values) => props.onChange(values)}
    />
  )
}

export const CheckboxWidget = withReadView(CheckboxEditor, {
  text: (value, options) => optionLabels(toOptionItems(options.optionItems), toArray(value)),
})
