import type { ThemeConfig } from 'antd'

/** Site colours (SPEC §1): green for primary and success, blue for info. */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: '#389e0d',
    colorSuccess: '#52c41a',
    colorInfo: '#1677ff',
    colorLink: '#1677ff',
  },
}
