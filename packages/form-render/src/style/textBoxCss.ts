import type { GlobalToken } from 'antd'

export const TEXT_BOX_STYLE_ID = 'tandem-text-box'

/** antd's Input paddings for a control height: the text's line in the middle, the border inside. */
function blockPadding(height: number, fontSize: number, lineHeight: number, lineWidth: number, round: (n: number) => number): number {
  return Math.max(round(((height - fontSize * lineHeight) / 2) * 10) / 10 - lineWidth, 0)
}

/**
 * The stylesheet of TextBox: antd 6's outlined Input (sizes, hover, focus ring, disabled, affixes,
 * clear button, count) from the theme's tokens. The box is not positioned, unlike antd's, so a form
 * of many text boxes paints as few layers as possible; only a focused or hovered box in a compact
 * group is raised above its neighbour's border.
 */
export function textBoxCss(token: GlobalToken): string {
  const { fontSize, fontSizeLG, lineHeight, lineHeightLG, lineWidth } = token
  const padding = `${blockPadding(token.controlHeight, fontSize, lineHeight, lineWidth, Math.round)}px ${token.paddingSM - lineWidth}px`
  const paddingSM = `${blockPadding(token.controlHeightSM, fontSize, lineHeight, lineWidth, Math.round)}px ${token.controlPaddingHorizontalSM - lineWidth}px`
  const paddingLG = `${blockPadding(token.controlHeightLG, fontSizeLG, lineHeightLG, lineWidth, Math.ceil)}px ${token.controlPaddingHorizontal - lineWidth}px`
  const focusRing = `0 0 0 ${token.controlOutlineWidth}px ${token.controlOutline}`
  return `
.tfr-text-box { box-sizing: border-box; display: inline-block; width: 100%; min-width: 0; margin: 0; padding: ${padding}; font-family: ${token.fontFamily.replace(/\s+/g, ' ')}; font-size: ${fontSize}px; line-height: ${lineHeight}; color: ${token.colorText}; background: ${token.colorBgContainer}; border: ${lineWidth}px ${token.lineType} ${token.colorBorder}; border-radius: ${token.borderRadius}px; outline: 0; transition: all ${token.motionDurationMid}; }
.tfr-text-box-sm { padding: ${paddingSM}; border-radius: ${token.borderRadiusSM}px; }
.tfr-text-box-lg { padding: ${paddingLG}; font-size: ${fontSizeLG}px; line-height: ${lineHeightLG}; border-radius: ${token.borderRadiusLG}px; }
.tfr-text-box:not(.tfr-text-box-disabled):hover { border-color: ${token.colorPrimaryHover}; }
.tfr-text-box:not(.tfr-text-box-disabled):is(:focus, :focus-within) { border-color: ${token.colorPrimary}; box-shadow: ${focusRing}; }
.tfr-text-box-disabled { color: ${token.colorTextDisabled}; background: ${token.colorBgContainerDisabled}; cursor: not-allowed; }
.tfr-text-box::placeholder, .tfr-text-box input::placeholder { color: ${token.colorTextPlaceholder}; }
.tfr-text-box-affix { display: inline-flex; align-items: center; cursor: text; }
.tfr-text-box-affix > input { flex: 1 1 auto; width: 100%; min-width: 0; margin: 0; padding: 0; font: inherit; color: inherit; background: transparent; border: 0; border-radius: 0; outline: 0; cursor: inherit; }
.tfr-text-box-affix > input::-ms-reveal { display: none; }
.tfr-text-box-prefix, .tfr-text-box-suffix { display: flex; flex: none; align-items: center; gap: ${token.paddingXS}px; }
.tfr-text-box-prefix { margin-inline-end: ${token.paddingXXS}px; }
.tfr-text-box-suffix { margin-inline-start: ${token.paddingXXS}px; }
.tfr-text-box-count { color: ${token.colorTextDescription}; direction: ltr; }
.tfr-text-box-clear { display: inline-flex; margin: 0; padding: 0; font-size: ${token.fontSizeIcon}px; line-height: 0; color: ${token.colorTextQuaternary}; background: transparent; border: 0; outline: 0; cursor: pointer; transition: color ${token.motionDurationSlow}; }
.tfr-text-box-clear:hover { color: ${token.colorIcon}; }
.tfr-text-box-clear:active { color: ${token.colorText}; }
.tfr-text-box-clear-hidden { visibility: hidden; }
.tfr-text-box-toggle { display: inline-flex; color: ${token.colorIcon}; cursor: pointer; transition: all ${token.motionDurationSlow}; }
.tfr-text-box-toggle:hover { color: ${token.colorIconHover}; }
.ant-space-compact > .tfr-text-box { flex: 1 1 auto; }
.ant-space-compact > .tfr-text-box:not(:last-child) { margin-inline-end: -${lineWidth}px; border-start-end-radius: 0; border-end-end-radius: 0; }
.ant-space-compact > .tfr-text-box:is(:hover, :focus, :focus-within) { position: relative; z-index: 2; }
`
}
