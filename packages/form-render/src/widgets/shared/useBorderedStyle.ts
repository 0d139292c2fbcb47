import { theme } from 'antd'
import type { CSSProperties } from 'react'

/** Element's `border` look for radio/checkbox options, drawn with antd tokens. */
export function useBorderedStyle(bordered: boolean): CSSProperties | undefined {
  const { token } = theme.useToken()
  if (!bordered) return undefined
  return {
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
    borderRadius: token.borderRadius,
    padding: `${token.paddingXXS}px ${token.paddingSM}px`,
  }
}
