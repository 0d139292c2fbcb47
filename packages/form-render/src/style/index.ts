export { BASE_STYLE_ID, baseCss } from './baseCss'
export { classNames } from './classNames'
export { useStyleElement } from './useStyleElement'
