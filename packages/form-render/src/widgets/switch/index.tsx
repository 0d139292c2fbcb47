import { Switch, type GetRef } from 'antd'
import { useRef } from 'react'
import { optionalNumber, optionalString, useEditorHandle, widgetText, withReadView } from '../shared'
import type { FieldWidgetProps } from '../types'

/** VForm 'switch': a boolean. Texts show inside the switch; colours and width come from options. */
function SwitchEditor(props: FieldWidgetProps) {
  const { options } = props
  const switchRef = useRef<GetRef<typeof Switch>>(null)
  useEditorHandle(props.editorRef, switchRef)
  const checked = props.value === true
  const activeText = optionalString(options.activeText)
  const inactiveText = optionalString(options.inactiveText)
  const color = optionalString(checked ? options.activeColor : options.inactiveColor)
  const width = optionalNumber(options.switchWidth)
  return (
    <Switch
      ref={switchRef}
      id={props.id}
      checked={checked}
      checkedChildren={activeText}
      unCheckedChildren={inactiveText}
      size={props.size === 'small' ? 'small' : 'default'}
      disabled={props.disabled || props.readonly}
      style={{ backgroundColor: color, minWidth: width }}
      onChange={(next) => props.onChange(next)}
    />
  )
}

export const SwitchWidget = withReadView(SwitchEditor, {
  text: (value, options, t) =>
    value === true ? (optionalString(options.activeText) ?? widgetText(t, 'yes')) : (optionalString(options.inactiveText) ?? widgetText(t, 'no')),
})
