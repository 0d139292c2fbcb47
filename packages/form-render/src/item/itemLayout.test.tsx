import { describe, expect, it } from 'vitest'
import { field, form, renderForm, staticWidget } from '../test-support'

describe('form item layout', () => {
  it('lays a validation message over the bottom margin: it takes no layout space and no click', async () => {
    const f = renderForm(form([field('input', 'title', { required: true }), staticWidget('button', 'submit', { label: '提交' })]))
    await f.run((api) => api.validateForm())
    const message = f.field('title')!.querySelector<HTMLElement>('[role="alert"]')!
    expect(message.textContent).toBe('字段值不可为空')
    const style = getComputedStyle(message)
    expect(style.position).toBe('absolute')
    expect(style.top).toBe('100%')
    expect(style.pointerEvents).toBe('none')
    // the item's own box, which the message is placed against, does not grow with it
    expect(getComputedStyle(message.parentElement!).position).toBe('relative')
  })

  it("gives static text the font's own line height, as VForm does", () => {
    const f = renderForm(form([staticWidget('static-text', 'note', { textContent: '参加工作时间' })]))
    expect(getComputedStyle(f.field('note')!.querySelector('.tandem-static-text')!).lineHeight).toBe('normal')
  })
})
