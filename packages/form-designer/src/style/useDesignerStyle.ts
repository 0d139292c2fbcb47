import { useTextBoxStyle } from '@tandem/form-render'
import { theme } from 'antd'
import { useInsertionEffect, useMemo } from 'react'
import { designerCss } from './designerCss'

const STYLE_ID = 'tfd-designer-style'

/** Keeps the designer's stylesheet in the document head while a designer is mounted, and the text box's. */
export function useDesignerStyle(): void {
  useTextBoxStyle()
  const { token } = theme.useToken()
  const css = useMemo(() => designerCss(token), [token])
  useInsertionEffect(() => {
    const element = document.createElement('style')
    element.id = STYLE_ID
    element.textContent = css
    document.head.appendChild(element)
    return () => element.remove()
  }, [css])
}
