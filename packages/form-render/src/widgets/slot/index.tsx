import type { FieldWidgetProps } from '../types'

/** VForm 'slot': renders the host's slot named after options.name with scope { formModel }. */
export function SlotWidget(props: FieldWidgetProps) {
  const name = typeof props.options.name === 'string' ? props.options.name : ''
  const slot = props.slots?.[name]
  return <div className="tandem-slot">{slot ? slot({ formModel: props.formData() }) : null}</div>
}
