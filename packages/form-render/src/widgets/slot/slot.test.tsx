import { describe, expect, it } from 'vitest'
import { renderWidget } from '../test-utils'
import { SlotWidget } from './index'

describe('slot widget', () => {
  it('renders the host slot named after options.name with the form model', () => {
    const { container } = renderWidget(SlotWidget, {
      type: 'slot',
      options: { name: 'signature' },
      formData: () => ({ party: '甲方公司' }),
      slots: { signature: ({ formModel }) => <em>签署方：{String(formModel.party)}</em> },
    })
    expect(container.querySelector('em')?.textContent).toBe('签署方：甲方公司')
  })

  it('renders nothing when the host has no such slot', () => {
    const { container } = renderWidget(SlotWidget, {
      type: 'slot',
      options: { name: 'missing' },
      slots: { other: () => <em>其他</em> },
    })
    expect(container.textContent).toBe('')
  })
})
