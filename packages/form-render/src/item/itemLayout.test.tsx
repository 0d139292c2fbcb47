import { describe, expect, it } from 'vitest'
import { container, field, form, renderForm, staticWidget } from '../test-support'

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

  it("keeps room for the last sub-form row's message inside the sub-form's scrolling box, and the 18 px spacing below it", async () => {
    const f = renderForm(form([container('sub-form', 'lines', [field('input', 'item', { required: true })], { showBlankRow: true })]))
    await f.run((api) => api.validateForm())
    expect(f.field('lines')!.querySelector('[role="alert"]')?.textContent).toBe('字段值不可为空')
    const style = getComputedStyle(f.field('lines')!)
    expect(style.overflowX).toBe('auto')
    expect(style.paddingBottom).toBe('14px')
    expect(Number.parseFloat(style.paddingBottom) + Number.parseFloat(style.marginBottom)).toBe(18)
  })

  it("gives static and HTML text the font's own line height, as VForm does", () => {
    const f = renderForm(form([staticWidget('static-text', 'note', { textContent: '参加工作时间' }), staticWidget('html-text', 'photo', { htmlContent: '免<br>冠<br>照' })]))
    expect(getComputedStyle(f.field('note')!.querySelector('.tandem-static-text')!).lineHeight).toBe('normal')
    expect(getComputedStyle(f.field('photo')!.querySelector('.tandem-html-text')!).lineHeight).toBe('normal')
  })
})
