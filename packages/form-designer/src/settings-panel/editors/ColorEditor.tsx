import { Button, ColorPicker, theme } from 'antd'
import { useSettingsText } from '../hooks/useSettingsText'
import type { ValueEditorProps } from './editorTypes'

/** A colour as a hex string; clearing stores null (the widget's own colour). */
export function ColorEditor({ id, spec, value, onChange }: ValueEditorProps) {
  const { t } = useSettingsText()
  const { token } = theme.useToken()
  const colour = typeof value === 'string' && value !== '' ? value : null
  return (
    <ColorPicker
      size="small"
      allowClear
      value={colour}
      onChangeComplete={(picked) => onChange(picked.toHexString())}
      onClear={() => onChange(spec.nullable ? null : '')}
    >
      <Button id={id} size="small" icon={<span style={{ display: 'inline-block', width: 12, height: 12, background: colour ?? 'transparent', border: `1px solid ${token.colorBorder}` }} />}>
        {colour ?? t('empty')}
      </Button>
    </ColorPicker>
  )
}
