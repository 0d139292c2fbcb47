import { useStyleElement, useTextBoxStyle } from '@tandem/form-render'
import { theme } from 'antd'
import { useMemo } from 'react'
import { designerCss } from './designerCss'

const STYLE_ID = 'tfd-designer-style'

/** Keeps the designer's stylesheet in the document head while a designer is mounted, and the text box's. */
export function useDesignerStyle(): void {
  useTextBoxStyle()
  const { token } = theme.useToken()
  useStyleElement(STYLE_ID, useMemo(() => designerCss(token), [token]))
}
