import type { FieldWidgetProps } from '../types'
import { optionalString } from './values'

interface PickerBaseProps extends Pick<FieldWidgetProps, 'id' | 'size' | 'disabled' | 'onFocus' | 'onBlur'> {
  inputReadOnly: boolean
  allowClear: boolean
  open?: false
  style: { width: string }
}

/**
 * Props shared by the date and time pickers: `editable` false keeps the text box read-only (pick
 * only); `readonly` also keeps the panel closed and hides the clear icon.
 */
export function pickerBaseProps(props: FieldWidgetProps): PickerBaseProps {
  const { options, readonly } = props
  const base: PickerBaseProps = {
    // a range picker puts it on its start input
    id: props.id,
    size: props.size,
    disabled: props.disabled,
    inputReadOnly: readonly || options.editable !== true,
    allowClear: !readonly && options.clearable !== false,
    style: { width: '100%' },
    onFocus: props.onFocus,
    onBlur: props.onBlur,
  }
  if (readonly) base.open = false
  return base
}

/** Start/end placeholders of a range picker; undefined lets antd show its own. */
export function rangePlaceholder(options: Record<string, unknown>): [string, string] | undefined {
  const start = optionalString(options.startPlaceholder)
  const end = optionalString(options.endPlaceholder)
  return start || end ? [start ?? '', end ?? ''] : undefined
}
