import { theme } from 'antd'
import { useMemo } from 'react'
import { TEXT_BOX_STYLE_ID, textBoxCss } from './textBoxCss'
import { useStyleElement } from './useStyleElement'

/** Puts TextBox's stylesheet, drawn from the current antd theme, in the document once. */
export function useTextBoxStyle(): void {
  const { token } = theme.useToken()
  useStyleElement(TEXT_BOX_STYLE_ID, useMemo(() => textBoxCss(token), [token]), true)
}
