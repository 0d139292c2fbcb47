import { Switch, type GetRef } from 'antd'
import { useRef } from 'react'
import { optionalNumber, optionalString, ReadText, useEditorHandle, widgetText } from '../shared'
import type { FieldWidgetProps } from '../types'

/** VForm 'switch': a boolean. Texts show inside the switch; colours and width come from options. */
export function SwitchWidget(props: FieldWidgetProps) {
  const { options } = props
  const switchRef = useRef<GetRef<typeof Switch>>(null)
  useEditorHandle(props.editorRef, switchRef)
  const checked = props.value === true
  const activeText = optionalString(options.activeText)
  const inactiveText = optionalString(options.inactiveText)
  if (props.readMode) {
    const text = checked ? (activeText ?? widgetText(props.t, 'yes')) : (inactiveText ?? widgetText(props.t, 'no'))
    return <ReadText text={text} t={props.t} />
  }
  const color = optionalString(checked ? options.activeColor : options.inactiveColor)
  const width = optionalNumber(options.switchWidth)
  return (
    <Switch
      ref={switchRef}
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
