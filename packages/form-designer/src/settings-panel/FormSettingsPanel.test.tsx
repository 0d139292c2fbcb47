import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FormSettingsPanel, WidgetSettingsPanel } from './index'
import { typeCode } from './test-support/codeEditor'
import { sampleStore } from './test-support/sampleStore'

const OK = /确\s*定/
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement

// whole panels of antd controls take seconds to render on a loaded machine
describe('FormSettingsPanel', { timeout: 30000 }, () => {
  it('edits the form settings through the store, one undo step per burst', () => {
    const { store, advance } = sampleStore()
    render(<FormSettingsPanel store={store} />)
    fireEvent.click(screen.getByText('顶部'))
    expect(store.getFormConfig().labelPosition).toBe('top')
    fireEvent.click(screen.getByText('居右'))
    expect(store.getFormConfig().labelAlign).toBe('label-right-align')
    fireEvent.click(screen.getByText('H5'))
    expect(store.getFormConfig().layoutType).toBe('H5')
    advance(5000)
    const depth = store.getHistory().undoDepth
    for (const width of ['1', '12', '120']) {
      fireEvent.change(field('标签宽度'), { target: { value: width } })
      advance(50)
    }
    expect(store.getFormConfig().labelWidth).toBe(120)
    expect(store.getHistory().undoDepth).toBe(depth + 1)
    fireEvent.change(field('数据对象名称'), { target: { value: 'contract' } })
    expect(store.getFormConfig().modelName).toBe('contract')
  })

  it('picks the form size from its choices', async () => {
    const { store } = sampleStore()
    render(<FormSettingsPanel store={store} />)
    fireEvent.mouseDown(field('组件尺寸'))
    fireEvent.click(await screen.findByTitle('小'))
    expect(store.getFormConfig().size).toBe('small')
  })

  it('edits the form CSS, whose class names the widget panel then offers', async () => {
    const { store } = sampleStore()
    render(
      <>
        <FormSettingsPanel store={store} />
        <WidgetSettingsPanel store={store} selectedId="phone" />
      </>,
    )
    fireEvent.click(screen.getByLabelText('表单全局 CSS'))
    typeCode('.highlight { background: yellow }')
    fireEvent.click(screen.getByRole('button', { name: OK }))
    expect(store.getFormConfig().cssCode).toBe('.highlight { background: yellow }')
    const widgetClasses = document.getElementById('phone-customClass') as HTMLElement
    fireEvent.mouseDown(widgetClasses)
    fireEvent.click(await screen.findByTitle('highlight'))
    expect(store.getWidget('phone')!.options.customClass).toEqual(['highlight'])
  })

  it('edits the form events with their signatures and refuses a syntax error', () => {
    const { store } = sampleStore()
    render(<FormSettingsPanel store={store} />)
    fireEvent.click(screen.getByLabelText('onFormDataChange'))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText('onFormDataChange(fieldName, newValue, oldValue, formModel, subFormName, subFormRowIndex) {')).toBeTruthy()
    typeCode('if (fieldName === "a" {')
    fireEvent.click(within(dialog).getByRole('button', { name: OK }))
    expect(within(dialog).getByRole('alert').textContent).toMatch(/^代码有语法错误/)
    expect(store.getFormConfig().onFormDataChange).toBe('')
    typeCode('console.log(fieldName, newValue)')
    fireEvent.click(within(dialog).getByRole('button', { name: OK }))
    expect(store.getFormConfig().onFormDataChange).toBe('console.log(fieldName, newValue)')
  })
})
