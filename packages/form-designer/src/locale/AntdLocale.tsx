import { ConfigProvider } from 'antd'
import enUS from 'antd/locale/en_US'
import zhCN from 'antd/locale/zh_CN'
import type { ReactNode } from 'react'
import { useLocale } from './useLocalText'

/** antd's own texts (empty lists, pickers, dialogs' buttons) in the designer's locale, whatever the page's is. */
export function AntdLocale({ children }: { children: ReactNode }) {
  return <ConfigProvider locale={useLocale() === 'en-US' ? enUS : zhCN}>{children}</ConfigProvider>
}
