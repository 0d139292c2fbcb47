import { Select, type GetRef } from 'antd'
import { useRef, useState } from 'react'
import {
  isEmptyValue, optionalNumber, optionalString, optionLabels, toArray, toOptionItems, useEditorHandle, withReadView,
  type OptionItem,
} from '../shared'
import type { FieldWidgetProps } from '../types'
import { useDebouncedCallback } from './useDebouncedCallback'

/** Delay between the last keystroke and onRemoteQuery. */
export const REMOTE_QUERY_DELAY = 300

/** The typed text offered as a new option of a single select with allowCreate. */
function withCreated(items: OptionItem[], search: string): OptionItem[] {
  const text = search.trim()
  if (text === '' || items.some((item) => item.label === text || item.value === text)) return items
  return [{ label: text, value: text }, ...items]
}

/**
 * VForm 'select'. Single: the option value, '' when cleared. Multiple: an array, [] when cleared.
 * allowCreate only acts with filterable; remote searches call onRemoteQuery(keyword).
 */
function SelectEditor(props: FieldWidgetProps) {
  const { options } = props
  const selectRef = useRef<GetRef<typeof Select>>(null)
  useEditorHandle(props.editorRef, selectRef)
  const [search, setSearch] = useState('')
  const [open, setOpen] = useState(false)
  const remoteQuery = useDebouncedCallback((keyword: string) => props.runEvent('onRemoteQuery', [keyword]), REMOTE_QUERY_DELAY)
  const multiple = options.multiple === true
  const remote = options.remote === true
  const searchable = options.filterable === true || remote
  const allowCreate = options.filterable === true && options.allowCreate === true
  const items = toOptionItems(options.optionItems)
  const shown = allowCreate && !multiple ? withCreated(items, search) : items
  const limit = optionalNumber(options.multipleLimit)
  const locked = props.disabled || props.readonly
  const onSearch = (keyword: string) => {
    setSearch(keyword)
    if (remote) remoteQuery(keyword)
  }
  const dropdown =
    options.automaticDropdown === true
      ? { open, onOpenChange: setOpen, onFocus: (event: unknown) => (setOpen(true), props.onFocus(event)) }
      : { onFocus: props.onFocus }
  return (
    <Select
      ref={selectRef}
      id={props.id}
      style={{ width: '100%' }}
      mode={multiple ? (allowCreate ? 'tags' : 'multiple') : undefined}
      value={multiple ? toArray(props.value) : isEmptyValue(props.value) ? undefined : props.value}
      options={shown}
      size={props.size}
      disabled={locked}
      placeholder={optionalString(options.placeholder)}
      allowClear={options.clearable === true}
      maxCount={multiple && limit !== undefined && limit > 0 ? limit : undefined}
      showSearch={searchable ? { optionFilterProp: 'label', filterOption: !remote, onSearch } : false}
      onChange={(next: unknown) => {
        setSearch('')
        props.onChange(next === undefined || next === null ? (multiple ? [] : '') : next)
      }}
      onBlur={props.onBlur}
      {...dropdown}
    />
  )
}

export const SelectWidget = withReadView(SelectEditor, {
  text: (value, options) => optionLabels(toOptionItems(options.optionItems), value),
})
