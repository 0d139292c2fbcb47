import { optionalString } from './values'

interface PickerLock {
  inputReadOnly: boolean
  allowClear: boolean
  open?: false
}

/**
 * Shared by the date and time pickers: `editable` false keeps the text box read-only (pick only),
 * `readonly` also keeps the panel closed and hides the clear icon.
 */
export function pickerLock(options: Record<string, unknown>, readonly: boolean): PickerLock {
  const lock: PickerLock = {
    inputReadOnly: readonly || options.editable !== true,
    allowClear: !readonly && options.clearable !== false,
  }
  if (readonly) lock.open = false
  return lock
}

/** Start/end placeholders of a range picker; undefined lets antd show its own. */
export function rangePlaceholder(options: Record<string, unknown>): [string, string] | undefined {
  const start = optionalString(options.startPlaceholder)
  const end = optionalString(options.endPlaceholder)
  return start || end ? [start ?? '', end ?? ''] : undefined
}
