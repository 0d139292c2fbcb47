import { theme } from 'antd'
import { describe, expect, it } from 'vitest'
import { designerCss } from './designerCss'

const css = designerCss(theme.getDesignToken())
const rule = (selector: string) => css.split('\n').find((line) => line.startsWith(`${selector} {`)) ?? ''

describe('the designer stylesheet', () => {
  it('positions only the selected or focused frame (a thousand positioned frames slow every frame\'s paint)', () => {
    expect(rule('.tfd-widget')).not.toBe('')
    expect(rule('.tfd-widget')).not.toContain('position')
    // the action bar and drag handle are placed in the selected frame; the focus ring is raised above its neighbours
    expect(rule('.tfd-widget.tfd-selected')).toContain('position: relative')
    expect(rule('.tfd-widget:focus-visible')).toContain('position: relative')
  })

  it('contains the layout and paint of the panels and the canvas (a keystroke in one repaints that one)', () => {
    expect(rule('.tfd-panel')).toContain('contain: content')
    expect(rule('.tfd-canvas')).toContain('contain: content')
  })

  it('isolates each settings row, so a keystroke repaints its row and not the whole panel', () => {
    expect(rule('.tfd-panel .ant-form-item')).toContain('isolation: isolate')
  })
})
