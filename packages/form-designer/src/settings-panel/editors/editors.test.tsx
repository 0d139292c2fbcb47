import { propertyEditorOf, formSettingsEditors } from '@tandem/form-core'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { typeCode } from '../test-support/codeEditor'
import { renderProperty } from '../test-support/renderProperty'

// antd controls and CodeMirror take seconds to render in happy-dom on a loaded machine
const SLOW_RENDER = { timeout: 30000 }

const OK = /确\s*定/
const spec = (type: string, key: string) => propertyEditorOf(type, key)!
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement

describe('plain editors', SLOW_RENDER, () => {
  it('text: stores what is typed; an emptied nullable option stores null', () => {
    const placeholder = renderProperty(spec('input', 'placeholder'), { placeholder: '' })
    fireEvent.change(input('占位内容'), { target: { value: '请输入' } })
    expect(placeholder.patches).toEqual([{ placeholder: '请输入' }])
    cleanup()
    const tooltip = renderProperty(spec('input', 'labelTooltip'), { labelTooltip: 'x' })
    fireEvent.change(input('标签提示'), { target: { value: '' } })
    expect(tooltip.patches).toEqual([{ labelTooltip: null }])
  })

  it('textarea: stores multi-line text', () => {
    const rendered = renderProperty(spec('static-text', 'textContent'), { textContent: '' })
    fireEvent.change(input('文字内容'), { target: { value: 'a\nb' } })
    expect(rendered.values().textContent).toBe('a\nb')
  })

  it('number: stores numbers; emptying stores null only where null is allowed', () => {
    const rows = renderProperty(spec('textarea', 'rows'), { rows: 3 })
    fireEvent.change(input('行数'), { target: { value: '5' } })
    expect(rows.values().rows).toBe(5)
    fireEvent.change(input('行数'), { target: { value: '' } })
    expect(rows.values().rows).toBe(5)
    cleanup()
    const labelWidth = renderProperty(spec('input', 'labelWidth'), { labelWidth: 100 })
    fireEvent.change(input('标签宽度'), { target: { value: '' } })
    expect(labelWidth.patches).toEqual([{ labelWidth: null }])
  })

  it('switch: toggles a boolean', () => {
    const rendered = renderProperty(spec('input', 'clearable'), { clearable: true })
    fireEvent.click(screen.getByLabelText('可清除'))
    expect(rendered.patches).toEqual([{ clearable: false }])
  })

  it('radio: picks a choice, false and empty values included', () => {
    const fixed = renderProperty(spec('data-table', 'buttonsColumnFixed'), { showButtonsColumn: true, buttonsColumnFixed: 'right' })
    fireEvent.click(screen.getByText('不固定'))
    expect(fixed.values().buttonsColumnFixed).toBe(false)
    cleanup()
    const align = renderProperty(spec('input', 'labelAlign'), { labelAlign: 'label-right-align' })
    fireEvent.click(screen.getByText('跟随表单'))
    expect(align.values().labelAlign).toBe('')
  })

  it('select: picks a choice from the drop-down', async () => {
    const rendered = renderProperty(spec('date', 'type'), { type: 'date' })
    fireEvent.mouseDown(screen.getByLabelText('日期类型'))
    fireEvent.click(await screen.findByText('日期时间'))
    expect(rendered.values().type).toBe('datetime')
  })

  it('conditional editors appear with their condition', () => {
    const rendered = renderProperty(spec('select', 'multipleLimit'), { multiple: false, multipleLimit: 0 })
    expect(screen.queryByLabelText('最多选择数')).toBeNull()
    rendered.unmount()
    renderProperty(spec('select', 'multipleLimit'), { multiple: true, multipleLimit: 0 })
    expect(screen.getByLabelText('最多选择数')).toBeTruthy()
  })

  it('tags: adds typed entries to a string list', () => {
    const rendered = renderProperty(spec('file-upload', 'fileTypes'), { fileTypes: ['doc'] })
    const box = input('文件类型')
    fireEvent.change(box, { target: { value: 'pdf' } })
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 })
    expect(rendered.values().fileTypes).toEqual(['doc', 'pdf'])
  })

  it('customClass: offers the class names of the form CSS', async () => {
    const rendered = renderProperty(spec('input', 'customClass'), { customClass: [] }, { classNames: ['wide', 'red-text'] })
    fireEvent.mouseDown(screen.getByLabelText('自定义 CSS 类'))
    fireEvent.click(await screen.findByTitle('red-text'))
    expect(rendered.values().customClass).toEqual(['red-text'])
  })

  it('color: stores the typed colour as hex and null when cleared', async () => {
    const rendered = renderProperty(spec('switch', 'activeColor'), { activeColor: '#ff0000' })
    fireEvent.click(screen.getByLabelText('开启颜色'))
    const hex = await waitFor(() => {
      const element = document.querySelector<HTMLInputElement>('.ant-color-picker-hex-input input')
      expect(element).not.toBeNull()
      return element as HTMLInputElement
    })
    fireEvent.change(hex, { target: { value: '00ff00' } })
    expect(rendered.values().activeColor).toBe('#00ff00')
    fireEvent.click(document.querySelector('.ant-color-picker-clear') as Element)
    expect(rendered.values().activeColor).toBeNull()
  })
})

describe('name editor', SLOW_RENDER, () => {
  it('refuses a name the store reports as taken, shows why and keeps the old name', () => {
    const check = (name: string) => (name === 'taken' ? '名称 taken 已被使用' : null)
    const rendered = renderProperty(spec('input', 'name'), { name: 'input1' }, { checkName: check })
    fireEvent.change(input('唯一名称'), { target: { value: 'taken' } })
    fireEvent.blur(input('唯一名称'))
    expect(screen.getByRole('alert').textContent).toBe('名称 taken 已被使用')
    expect(rendered.patches).toEqual([])
    fireEvent.change(input('唯一名称'), { target: { value: 'amount' } })
    fireEvent.keyDown(input('唯一名称'), { key: 'Enter', code: 'Enter', keyCode: 13 })
    expect(rendered.patches).toEqual([{ name: 'amount' }])
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('validation editor', SLOW_RENDER, () => {
  it('picks a built-in validator and edits the hint beside it', async () => {
    const rendered = renderProperty(spec('input', 'validation'), { validation: '', validationHint: '' })
    fireEvent.mouseDown(screen.getByLabelText('格式校验'))
    fireEvent.click(await screen.findByText('邮箱'))
    expect(rendered.values().validation).toBe('email')
    fireEvent.change(screen.getByLabelText('校验失败时的提示'), { target: { value: '邮箱格式不对' } })
    expect(rendered.values().validationHint).toBe('邮箱格式不对')
  })

  it('stores a valid custom expression and refuses an invalid one with the reason', () => {
    const rendered = renderProperty(spec('input', 'validation'), { validation: '/^\\d{6}$/', validationHint: '' })
    const regex = screen.getByLabelText('自定义正则') as HTMLInputElement
    expect(regex.value).toBe('/^\\d{6}$/')
    fireEvent.change(regex, { target: { value: '/[a-/' } })
    expect(screen.getByRole('alert').textContent).toMatch(/^正则表达式有误/)
    expect(rendered.values().validation).toBe('/^\\d{6}$/')
    fireEvent.change(regex, { target: { value: '/^[A-Z]{2}\\d+$/' } })
    expect(rendered.values().validation).toBe('/^[A-Z]{2}\\d+$/')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('JSON editor', SLOW_RENDER, () => {
  it('refuses text that does not parse or does not fit, and stores a valid document', () => {
    const rendered = renderProperty(spec('cascader', 'optionItems'), { optionItems: [{ label: 'a', value: 1 }] })
    fireEvent.click(screen.getByLabelText('选项设置'))
    typeCode('[{"label": "a", ')
    fireEvent.click(screen.getByRole('button', { name: OK }))
    expect(screen.getByRole('alert').textContent).toMatch(/^JSON 格式错误/)
    typeCode('[{"label": "a"}]')
    fireEvent.click(screen.getByRole('button', { name: OK }))
    expect(screen.getByRole('alert').textContent).toBe('内容不符合要求：options[0] 需要字符串 label 和值 value')
    expect(rendered.patches).toEqual([])
    typeCode('[{"label": "省", "value": "p", "children": [{"label": "市", "value": "c"}]}]')
    fireEvent.click(screen.getByRole('button', { name: OK }))
    expect(rendered.values().optionItems).toEqual([{ label: '省', value: 'p', children: [{ label: '市', value: 'c' }] }])
  })
})

describe('code editors', SLOW_RENDER, () => {
  it('edits the form CSS in a CSS editor', () => {
    const css = formSettingsEditors.find((s) => s.key === 'cssCode')!
    const rendered = renderProperty(css, { cssCode: '' })
    fireEvent.click(screen.getByLabelText('表单全局 CSS'))
    expect(document.querySelector('[data-code-language="css"]')).not.toBeNull()
    typeCode('.wide { width: 100% }')
    fireEvent.click(screen.getByRole('button', { name: OK }))
    expect(rendered.values().cssCode).toBe('.wide { width: 100% }')
  })

  it('refuses global functions with a syntax error', () => {
    const functions = formSettingsEditors.find((s) => s.key === 'functions')!
    const rendered = renderProperty(functions, { functions: '' })
    fireEvent.click(screen.getByLabelText('表单全局函数'))
    typeCode('function total( {')
    fireEvent.click(screen.getByRole('button', { name: OK }))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByRole('alert').textContent).toMatch(/^代码有语法错误/)
    expect(rendered.patches).toEqual([])
    act(() => typeCode('function total(a, b) { return a + b }'))
    fireEvent.click(screen.getByRole('button', { name: OK }))
    expect(rendered.values().functions).toBe('function total(a, b) { return a + b }')
  })
})
