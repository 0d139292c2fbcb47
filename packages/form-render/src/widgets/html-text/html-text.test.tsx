// @vitest-environment jsdom
// DOMPurify does not support happy-dom (its sanitising is unreliable there), so this file uses jsdom.
import { describe, expect, it } from 'vitest'
import { renderWidget } from '../test-utils'
import { HtmlTextWidget } from './index'

const render = (htmlContent: unknown) => renderWidget(HtmlTextWidget, { type: 'html-text', options: { htmlContent } })

describe('html-text widget', () => {
  it('renders the author HTML', () => {
    const { container } = render('<b>粗体</b><a href="https://example.com">链接</a>')
    expect(container.querySelector('b')?.textContent).toBe('粗体')
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://example.com')
  })

  it('strips scripts, event handlers and javascript: links', () => {
    const { container } = render(
      '<p>正文</p><script>window.hacked = true</script><img src="x.png" onerror="window.hacked = true"><a href="javascript:alert(1)">x</a>',
    )
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('img')?.hasAttribute('onerror')).toBe(false)
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull()
    expect(container.textContent).toContain('正文')
    expect((window as { hacked?: boolean }).hacked).toBeUndefined()
  })

  it('renders nothing for a non-string option', () => {
    const { container } = render(null)
    expect(container.textContent).toBe('')
  })
})
