import { ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { useMemo, useSyncExternalStore, type ReactNode } from 'react'
import { appTheme } from './theme'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeToMotionPreference(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION)
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.(REDUCED_MOTION).matches ?? false
}

/**
 * antd in Chinese with the site's theme. Someone who asked the system to reduce motion gets dialogs,
 * menus and toasts without their zoom and slide (WCAG 2.3.3), following the setting as it changes.
 */
export function AppConfigProvider({ children }: { children: ReactNode }) {
  const reduceMotion = useSyncExternalStore(subscribeToMotionPreference, prefersReducedMotion)
  const theme = useMemo(() => ({ ...appTheme, token: { ...appTheme.token, motion: !reduceMotion } }), [reduceMotion])
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      {children}
    </ConfigProvider>
  )
}
