import { Cascader, type CascaderProps, type GetRef } from 'antd'
import { useRef } from 'react'
import { isEmptyValue, optionalString, pathLabels, toOptionItems, useEditorHandle, withReadView, type OptionItem } from '../shared'
import type { FieldWidgetProps } from '../types'

type Path = (string | number)[]

/** Separator between the levels of a cascader path in read mode and in the box. */
export const CASCADER_PATH_SEPARATOR = ' / '

type CascaderOption = NonNullable<CascaderProps['options']>[number]

/** antd cascader values are strings or numbers; a boolean option value is shown as its text. */
function toCascaderOptions(items: readonly OptionItem[]): CascaderOption[] {
  return items.map(({ label, value, disabled, children }) => ({
    label,
    value: typeof value === 'boolean' ? String(value) : value,
    disabled,
    children: children && toCascaderOptions(children),
  }))
}

function toPaths(value: unknown, multiple: boolean): Path[] {
  if (!Array.isArray(value) || value.length === 0) return []
  return multiple ? value.filter(Array.isArray) : [value as Path]
}

function pathText(items: OptionItem[], path: Path, allLevels: boolean): string {
  const labels = pathLabels(items, path)
  return allLevels ? labels.join(CASCADER_PATH_SEPARATOR) : (labels[labels.length - 1] ?? '')
}

/**
 * VForm 'cascader': the value is the path of option values ([] when cleared); with multiple, an
 * array of paths. checkStrictly lets any level be chosen.
 */
function CascaderEditor(props: FieldWidgetProps) {
  const { options } = props
  const cascaderRef = useRef<GetRef<typeof Cascader>>(null)
  useEditorHandle(props.editorRef, cascaderRef)
  const items = toOptionItems(options.optionItems)
  const multiple = options.multiple === true
  const allLevels = options.showAllLevels !== false
  const paths = toPaths(props.value, multiple)
  const common = {
    ref: cascaderRef,
    id: props.id,
    options: toCascaderOptions(items),
    size: props.size,
    disabled: props.disabled || props.readonly,
    placeholder: optionalString(options.placeholder),
    allowClear: options.clearable !== false,
    changeOnSelect: options.checkStrictly === true,
    showSearch: options.filterable === true,
    displayRender: allLevels ? undefined : (labels: string[]) => labels[labels.length - 1],
    style: { width: '100%' },
    onFocus: props.onFocus,
    onBlur: props.onBlur,
  }
  if (multiple) {
    return (
      <Cascader
        {...common}
        multiple
        showCheckedStrategy={Cascader.SHOW_CHILD}
        value={paths}
        onChange={(next) => props.onChange(next ?? [])}
      />
    )
  }
  return (
    <Cascader
      {...common}
      value={paths[0]}
      onChange={(next) => props.onChange(isEmptyValue(next) ? [] : next)}
    />
  )
}

export const CascaderWidget = withReadView(CascaderEditor, {
  text: (value, options) => {
    const items = toOptionItems(options.optionItems)
    return toPaths(value, options.multiple === true).map((path) => pathText(items, path, options.showAllLevels !== false))
  },
})
