import { Slider, type GetRef } from 'antd'
import { useRef, useState } from 'react'
import { optionalNumber, optionalString, useEditorHandle, withReadView } from '../shared'
import type { FieldWidgetProps } from '../types'

type SliderValue = number | [number, number]

function toSliderValue(value: unknown, range: boolean, min: number): SliderValue {
  if (range) {
    const [a, b] = Array.isArray(value) ? value.map((v) => optionalNumber(v) ?? min) : [min, min]
    return [a ?? min, b ?? min]
  }
  return optionalNumber(value) ?? min
}

/**
 * VForm 'slider': a number, or [a, b] with range. Dragging moves a draft; the value is committed
 * (onChange) when the drag or key press completes, as Element's change event does.
 */
function SliderEditor(props: FieldWidgetProps) {
  const { options } = props
  const sliderRef = useRef<GetRef<typeof Slider>>(null)
  useEditorHandle(props.editorRef, sliderRef)
  const [draft, setDraft] = useState<SliderValue | null>(null)
  const range = options.range === true
  const min = optionalNumber(options.min) ?? 0
  const committed = toSliderValue(props.value, range, min)
  const value = draft ?? committed
  const vertical = options.vertical === true
  const locked = props.disabled || props.readonly
  const commit = (next: SliderValue) => {
    setDraft(null)
    // rc-slider reports completion on key-up even when nothing moved
    if (!locked && String(next) !== String(committed)) props.onChange(next)
  }
  const shared = {
    // the handles are not labelable elements: they point at the item's label
    ariaLabelledByForHandle: props.labelId,
    min,
    max: optionalNumber(options.max) ?? 100,
    step: optionalNumber(options.step) ?? 1,
    dots: options.showStops === true,
    vertical,
    disabled: locked,
    style: vertical ? { height: optionalString(options.height) ?? '200px' } : undefined,
  }
  if (Array.isArray(value)) {
    const pair = ([a, b]: number[]): [number, number] => [a, b]
    return (
      <Slider
        ref={sliderRef}
        {...shared}
        range
        value={value}
        onChange={(next) => setDraft(pair(next))}
        onChangeComplete={(next) => commit(pair(next))}
      />
    )
  }
  return <Slider ref={sliderRef} {...shared} value={value} onChange={setDraft} onChangeComplete={commit} />
}

function sliderText(value: unknown, options: Record<string, unknown>): string {
  if (value === null || value === undefined) return ''
  const shown = toSliderValue(value, options.range === true, optionalNumber(options.min) ?? 0)
  return Array.isArray(shown) ? shown.join(' ~ ') : String(shown)
}

export const SliderWidget = withReadView(SliderEditor, { text: sliderText })
