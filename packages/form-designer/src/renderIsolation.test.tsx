import { fireEvent, render, screen, within } from '@testing-library/react'
import { Button, Collapse, Form, Segmented, Tabs } from 'antd'
import { describe, expect, it, vi } from 'vitest'

const renders = await vi.hoisted(async () => (await import('./test-support/componentRenders')).installRenderCounter())
const { FormDesigner } = await import('./FormDesigner')
const { WidgetSettingsPanel } = await import('./settings-panel')

vi.setConfig({ testTimeout: 30_000 })

const input = (name: string) => ({ id: name, type: 'input', formItemFlag: true, options: { name, label: name } })

describe('what a keystroke in the settings panel renders again', () => {
  it('the edited property\'s editor only, not its row, the other rows or the action bar', () => {
    const { container } = render(<FormDesigner initialJson={{ widgetList: [input('a'), input('b'), input('c')], formConfig: {} }} />)
    fireEvent.click(container.querySelector('[data-designer-id="b"]')!)
    const settings = screen.getByRole('complementary', { name: '组件设置' })
    const label = within(settings).getByRole('textbox', { name: '标签' })
    const rows = settings.querySelectorAll('.ant-form-item').length
    expect(rows).toBeGreaterThan(10)
    // the first edit enables 撤销; the next key leaves every button as it was
    fireEvent.change(label, { target: { value: 'b1' } })
    renders.reset()
    fireEvent.change(label, { target: { value: 'b12' } })
    expect(container.querySelector('[data-designer-id="b"]')!.textContent).toContain('b12')
    expect((label as HTMLInputElement).value).toBe('b12')
    // the 标签 editor reads its value below its row: no row of the panel renders again
    expect(renders.of(Form.Item)).toBe(0)
    // the action bar and the toolbar show the same buttons: none renders again
    expect(renders.of(Button)).toBe(0)
    expect(renders.of(Segmented)).toBe(0)
    // the settings' groups (常见属性, 高级属性, 事件属性) stay as they were
    expect(renders.of(Collapse)).toBe(0)
  })
})

describe('what a click on another widget renders again', () => {
  it('the settings panel once, for the new widget, and neither panel tabs', () => {
    const { container } = render(<FormDesigner initialJson={{ widgetList: [input('a'), input('b'), input('c')], formConfig: {} }} />)
    fireEvent.click(container.querySelector('[data-designer-id="a"]')!)
    renders.reset()
    fireEvent.click(container.querySelector('[data-designer-id="c"]')!)
    const settings = screen.getByRole('complementary', { name: '组件设置' })
    expect(within(settings).getByRole('textbox', { name: '标签' })).toHaveProperty('value', 'c')
    // the click's urgent render does not draw the previous widget's panel again
    expect(renders.of(WidgetSettingsPanel)).toBe(1)
    expect(renders.of(Tabs)).toBe(0)
  })
})
