import type { InputNumberProps } from 'antd'
import Input from 'antd/es/input/Input'
import type { RangePickerProps } from 'antd/es/date-picker'
import { LazyPart } from '../../chunks'

const CHUNK = 'contract-search'
const loadSignDateRange = () => import('./DetailInputs').then((module) => ({ default: module.SignDateRange }))
const loadAmountInput = () => import('./DetailInputs').then((module) => ({ default: module.AmountInput }))
const loading = <Input disabled placeholder="加载中…" />

/** `unfolded`: the folded conditions have been shown once; until then nothing is fetched. */
type Deferred<P> = P & { unfolded: boolean }

/**
 * The folded conditions' inputs, fetched the first time they unfold. Their Form.Item is mounted
 * all along, so a value from the URL takes part in the search before that.
 */
export function LazySignDateRange({ unfolded, ...props }: Deferred<RangePickerProps>) {
  return unfolded ? <LazyPart chunk={CHUNK} load={loadSignDateRange} fallback={loading} props={props} /> : null
}

export function LazyAmountInput({ unfolded, ...props }: Deferred<InputNumberProps<number>>) {
  return unfolded ? <LazyPart chunk={CHUNK} load={loadAmountInput} fallback={loading} props={props} /> : null
}
