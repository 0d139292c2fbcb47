import type { ThemeConfig } from 'antd'

/**
 * Site colours (SPEC §1): green for primary and success, blue for info. Each is the palette's
 * shade that reaches WCAG AA (4.5:1) as text on white and on its own light background (tags,
 * the selected menu item), and white text on it (buttons, badges).
 */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: '#237804',
    colorSuccess: '#237804',
    colorInfo: '#0958d9',
    colorLink: '#0958d9',
    colorError: '#cf1322',
    colorWarning: '#ad4e00',
    // The light backgrounds antd would derive from these dark shades are greyish and too dark
    // under their text (tags, the selected menu item): the palettes' first shades instead.
    colorPrimaryBg: '#f6ffed',
    colorPrimaryBgHover: '#d9f7be',
    controlItemBgActive: '#f6ffed',
    controlItemBgActiveHover: '#d9f7be',
    colorSuccessBg: '#f6ffed',
    colorWarningBg: '#fff7e6',
    colorErrorBg: '#fff1f0',
    colorInfoBg: '#e6f4ff',
    // antd's greys are translucent black: 0.45 and 0.25 fall below 4.5:1 on white.
    colorTextSecondary: '#595959',
    colorTextDescription: '#595959',
    colorTextTertiary: '#737373',
    colorTextPlaceholder: '#737373',
  },
}
