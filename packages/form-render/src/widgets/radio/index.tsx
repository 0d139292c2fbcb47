import { Radio } from 'antd'
import { useRef } from 'react'
import { optionLabels, toOptionItems, useBorderedStyle, useEditorHandle, withReadView } from '../shared'
import type { FieldWidgetProps } from '../types'

/** VForm 'radio': the value is the chosen option's value with its JSON type. */
function RadioEditor(props: FieldWidgetProps) {
  const { options } = props
  const groupRef = useRef<HTMLDivElement>(null)
  useEditorHandle(props.editorRef, groupRef)
  const bordered = useBorderedStyle(options.border === true && options.buttonStyle !== true)
  const items = toOptionItems(options.optionItems)
  return (
    <Radio.Group
      ref={groupRef}
      value={props.value ?? undefined}
      size={props.size}
      disabled={props.disabled || props.readonly}
      optionType={options.buttonStyle === true ? 'button' : 'default'}
      vertical={options.displayStyle === 'block'}
      options={items.map(({ label, value, disabled }) => ({ label, value, disabled, style: bordered }))}
      onChange={(event) => props.onChange(event.target.value)}
    />
  )
}

export const RadioWidget = withReadView(RadioEditor, {
  text: (value, options) => optionLabels(toOptionItems(options.optionItems), value),
})
