import { Button, type ButtonProps } from 'antd'
import { optionalIcon, optionalString } from '../shared'
import type { FieldWidgetProps } from '../types'

type Look = Pick<ButtonProps, 'color' | 'variant'>

/** Element button types → antd colour + variant; '' and unknown types are the default button. */
const looks: Readonly<Record<string, Look>> = {
  primary: { color: 'primary', variant: 'solid' },
  success: { color: 'green', variant: 'solid' },
  warning: { color: 'orange', variant: 'solid' },
  danger: { color: 'danger', variant: 'solid' },
  info: { color: 'default', variant: 'filled' },
  text: { color: 'primary', variant: 'link' },
}

function lookOf(type: unknown, plain: boolean): Look {
  const look = looks[String(type)] ?? { color: 'default', variant: 'outlined' }
  // Element's plain buttons keep the colour on the border and text only
  return plain && look.variant === 'solid' ? { ...look, variant: 'outlined' } : look
}

/** VForm 'button': runs the onClick script. displayStyle 'block' puts it on its own line. */
export function ButtonWidget(props: FieldWidgetProps) {
  const { options } = props
  const button = (
    <Button
      {...lookOf(options.type, options.plain === true)}
      size={props.size}
      shape={options.circle === true ? 'circle' : options.round === true ? 'round' : 'default'}
      icon={optionalIcon(options.icon)}
      disabled={props.disabled}
      autoInsertSpace={false}
      onClick={() => props.runEvent('onClick', [])}
    >
      {optionalString(options.label)}
    </Button>
  )
  return options.displayStyle === 'inline' ? <span className="tandem-button-inline">{button}</span> : <div>{button}</div>
}
