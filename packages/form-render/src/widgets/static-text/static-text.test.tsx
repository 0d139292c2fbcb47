import { describe, expect, it } from 'vitest'
import { form, renderForm, staticWidget } from '../../test-support'
import { renderWidget } from '../test-utils'
import { StaticTextWidget } from './index'

const render = (overrides: Parameters<typeof renderWidget>[1] = {}) =>
  renderWidget(StaticTextWidget, { type: 'static-text', ...overrides })

describe('static-text widget', () => {
  it('renders the text with alignment and font size', () => {
    const { container } = render({ options: { textContent: '合同说明', textAlign: 'center', fontSize: '16px' } })
    const text = container.querySelector('.tandem-static-text') as HTMLElement
    expect(text.textContent).toBe('合同说明')
    expect(text.style.textAlign).toBe('center')
    expect(text.style.fontSize).toBe('16px')
    expect(text.style.whiteSpace).toBe('')
  })

  it('keeps line breaks with preWrap', () => {
    const { container } = render({ options: { textContent: '第一行\n第二行', preWrap: true } })
    expect((container.querySelector('.tandem-static-text') as HTMLElement).style.whiteSpace).toBe('pre-wrap')
  })

  it('renders text as text, never as markup', () => {
    const { container } = render({ options: { textContent: '<b>粗体</b>' } })
    expect(container.querySelector('b')).toBeNull()
    expect(container.textContent).toBe('<b>粗体</b>')
  })

  it("sets no font size when the JSON gives none, so the form's cssCode sizes the text", () => {
    const css = '.static-content-item { font-size: 22px }'
    const rendered = renderForm(form([staticWidget('static-text', 'title', { textContent: '合同说明' })], { cssCode: css }))
    const text = rendered.field('title')?.querySelector('.tandem-static-text') as HTMLElement
    expect(text.style.fontSize).toBe('')
    expect(getComputedStyle(text).fontSize).toBe('22px')
  })

  it('looks the same in read mode and when disabled', () => {
    const { container } = render({ readMode: true, disabled: true, options: { textContent: '说明' } })
    expect(container.textContent).toBe('说明')
  })
})
