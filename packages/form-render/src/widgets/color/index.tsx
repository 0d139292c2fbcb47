import { ColorPicker, theme } from 'antd'
import { useRef, useState } from 'react'
import { optionalString, ReadText, useEditorHandle, withReadView, type ReadViewProps } from '../shared'
import type { FieldWidgetProps } from '../types'

function Swatch({ color }: { color: string }) {
  const { token } = theme.useToken()
  return (
    <span
      className="tandem-color-swatch"
      style={{
        display: 'inline-block',
        width: token.fontSize,
        height: token.fontSize,
        marginInlineEnd: token.marginXXS,
        verticalAlign: 'middle',
        borderRadius: token.borderRadiusXS,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
        background: color,
      }}
    />
  )
}

/** VForm 'color': a hex string such as '#409eff', null when cleared. Picking moves a draft until it completes. */
function ColorEditor(props: FieldWidgetProps) {
  const triggerRef = useRef<HTMLSpanElement>(null)
  useEditorHandle(props.editorRef, triggerRef)
  const [draft, setDraft] = useState<string | null>(null)
  const value = optionalString(props.value) ?? null
  const locked = props.disabled || props.readonly
  return (
    <span ref={triggerRef} style={{ display: 'inline-block' }}>
      <ColorPicker
        value={draft ?? value}
        size={props.size}
        disabled={locked}
        open={locked ? false : undefined}
        disabledAlpha
        allowClear
        showText
        onChange={(color) => setDraft(color.toHexString())}
        onChangeComplete={(color) => {
          setDraft(null)
          props.onChange(color.toHexString())
        }}
        onClear={() => {
          setDraft(null)
          props.onChange(null)
        }}
      />
    </span>
  )
}

/** Read mode: a swatch of the colour before its hex. */
function ColorRead({ text, t }: ReadViewProps) {
  return <ReadText text={text} prefix={<Swatch color={text} />} t={t} />
}

export const ColorWidget = withReadView(ColorEditor, { text: (value) => optionalString(value) ?? '', View: ColorRead })
