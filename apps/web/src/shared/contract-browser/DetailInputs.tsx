import { DatePicker, InputNumber, type InputNumberProps } from 'antd'
import type { RangePickerProps } from 'antd/es/date-picker'
import { DATE_RANGE_PRESETS } from './dateRangePresets'

/**
 * The inputs only the folded conditions use, in a chunk of their own (the date picker is the
 * heaviest part of the search form); see LazyDetailInputs.
 */
export function SignDateRange(props: RangePickerProps) {
  return <DatePicker.RangePicker allowEmpty={[true, true]} presets={DATE_RANGE_PRESETS} style={{ width: '100%' }} {...props} />
}

export function AmountInput(props: InputNumberProps<number>) {
  return <InputNumber<number> min={0} style={{ width: '100%' }} {...props} />
}
