import { Rate, Space, type GetRef } from 'antd'
import { useRef } from 'react'
import { optionalNumber, useEditorHandle, widgetText, withReadView } from '../shared'
import type { FieldWidgetProps } from '../types'

/** Element's rate colours: options.colors as [low, medium, high], picked by the thresholds. */
function thresholdColor(options: Record<string, unknown>, value: number): string | undefined {
  const colors = options.colors
  if (!Array.isArray(colors) || colors.length !== 3 || value <= 0) return undefined
  const low = optionalNumber(options.lowThreshold) ?? 2
  const high = optionalNumber(options.highThreshold) ?? 4
  const color = value <= low ? colors[0] : value <= high ? colors[1] : colors[2]
  return typeof color === 'string' ? color : undefined
}

function rateTexts(props: FieldWidgetProps): string[] {
  const own = props.options.texts
  if (Array.isArray(own)) return own.map(String)
  return widgetText(props.t, 'rateTexts').split(',')
}

/** VForm 'rate': a number of stars (halves with allowHalf). */
function RateEditor(props: FieldWidgetProps) {
  const { options } = props
  const rateRef = useRef<GetRef<typeof Rate>>(null)
  useEditorHandle(props.editorRef, rateRef)
  const value = optionalNumber(props.value) ?? 0
  const texts = rateTexts(props)
  const caption =
    options.showText === true ? (texts[Math.ceil(value) - 1] ?? '') : options.showScore === true && value > 0 ? String(value) : ''
  return (
    <Space size="small">
      <Rate
        ref={rateRef}
        value={value}
        count={optionalNumber(options.max) ?? 5}
        allowHalf={options.allowHalf === true}
        tooltips={options.showText === true ? texts : undefined}
        disabled={props.disabled || props.readonly}
        style={{ color: thresholdColor(options, value) }}
        onChange={(next) => props.onChange(next)}
        onFocus={() => props.onFocus(undefined)}
        onBlur={() => props.onBlur(undefined)}
      />
      {caption && <span className="tandem-rate-text">{caption}</span>}
    </Space>
  )
}

// Read mode shows the stars, disabled; no stars read as the empty text.
export const RateWidget = withReadView(RateEditor, {
  text: (value) => {
    const stars = optionalNumber(value) ?? 0
    return stars > 0 ? String(stars) : ''
  },
  View: (props) => <RateEditor {...props} disabled />,
})
