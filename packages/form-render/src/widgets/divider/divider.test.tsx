import { describe, expect, it } from 'vitest'
import { renderWidget } from '../test-utils'
import { DividerWidget } from './index'

const render = (options: Record<string, unknown>) => renderWidget(DividerWidget, { type: 'divider', options })

describe('divider widget', () => {
  it('renders a horizontal line with its label', () => {
    const { container } = render({ label: '基本信息', direction: 'horizontal', contentPosition: 'center' })
    expect(container.querySelector('.ant-divider-horizontal')).not.toBeNull()
    expect(container.textContent).toBe('基本信息')
  })

  it('places the label left or right by contentPosition', () => {
    const { container, update } = render({ label: '附件', contentPosition: 'left' })
    expect(container.querySelector('[class*="ant-divider-with-text-start"]')).not.toBeNull()
    update({ options: { label: '附件', contentPosition: 'right' } })
    expect(container.querySelector('[class*="ant-divider-with-text-end"]')).not.toBeNull()
  })

  it('renders a vertical separator without a label', () => {
    const { container } = render({ label: '忽略', direction: 'vertical' })
    expect(container.querySelector('.ant-divider-vertical')).not.toBeNull()
    expect(container.textContent).toBe('')
  })
})
