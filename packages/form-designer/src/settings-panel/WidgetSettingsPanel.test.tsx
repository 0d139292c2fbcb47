import { fireEvent, render, screen, within } from '@testing-library/react'
import { Profiler, act } from 'react'
import { setLocale } from '@tandem/form-core'
import { describe, expect, it } from 'vitest'
import { WidgetSettingsPanel } from './index'
import { typeCode } from './test-support/codeEditor'
import { sampleStore } from './test-support/sampleStore'

const OK = /确\s*定/
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement

// whole panels of antd controls take seconds to render on a loaded machine
describe('WidgetSettingsPanel', { timeout: 30000 }, () => {
  it('asks for a selection when nothing is selected', () => {
    const { store } = sampleStore()
    render(<WidgetSettingsPanel store={store} selectedId={null} />)
    expect(screen.getByText('请先在画布中选中一个组件')).toBeTruthy()
  })

  it('shows the options of the selected widget in three groups and writes edits to the store', () => {
    const { store } = sampleStore()
    render(<WidgetSettingsPanel store={store} selectedId="name" />)
    for (const group of ['常见属性', '高级属性', '事件属性']) expect(screen.getByText(group)).toBeTruthy()
    expect(field('标签').value).toBe('姓名')
    fireEvent.change(field('占位内容'), { target: { value: '请输入姓名' } })
    expect(store.getWidget('name')!.options.placeholder).toBe('请输入姓名')
    fireEvent.click(screen.getByLabelText('必填'))
    expect(store.getWidget('name')!.options.required).toBe(true)
    fireEvent.change(field('必填提示'), { target: { value: '必须填写' } })
    expect(store.getWidget('name')!.options.requiredHint).toBe('必须填写')
  })

  it('makes a burst of keystrokes in one editor one undo step, and shows the undone value', () => {
    const { store, advance } = sampleStore()
    render(<WidgetSettingsPanel store={store} selectedId="name" />)
    const before = store.getHistory().undoDepth
    for (const text of ['姓', '姓名', '姓名：']) {
      fireEvent.change(field('标签'), { target: { value: text } })
      advance(100)
    }
    expect(store.getWidget('name')!.options.label).toBe('姓名：')
    expect(store.getHistory().undoDepth).toBe(before + 1)
    advance(5000)
    fireEvent.change(field('标签'), { target: { value: '名字' } })
    expect(store.getHistory().undoDepth).toBe(before + 2)
    act(() => {
      store.undo()
      store.undo()
    })
    expect(field('标签').value).toBe('姓名')
  })

  it('follows undo in editors that keep a draft (validation)', async () => {
    const { store, advance } = sampleStore()
    render(<WidgetSettingsPanel store={store} selectedId="phone" />)
    fireEvent.mouseDown(field('格式校验'))
    fireEvent.click(await screen.findByTitle('手机号码'))
    expect(store.getWidget('phone')!.options.validation).toBe('mobilePhone')
    advance(5000)
    fireEvent.mouseDown(field('格式校验'))
    fireEvent.click(await screen.findByTitle('自定义正则'))
    fireEvent.change(field('自定义正则'), { target: { value: '/^1\\d{10}$/' } })
    expect(store.getWidget('phone')!.options.validation).toBe('/^1\\d{10}$/')
    act(() => {
      store.undo()
    })
    expect(screen.queryByLabelText('自定义正则')).toBeNull()
    expect(field('格式校验').closest('.ant-select')!.textContent).toBe('手机号码')
  })

  it('speaks the active locale', () => {
    const { store } = sampleStore()
    setLocale('en-US')
    try {
      render(<WidgetSettingsPanel store={store} selectedId="name" />)
      for (const text of ['Common', 'Advanced', 'Events']) expect(screen.getByText(text)).toBeTruthy()
      expect(field('Label').value).toBe('姓名')
      act(() => setLocale('zh-CN'))
      expect(field('标签').value).toBe('姓名')
    } finally {
      setLocale('zh-CN')
    }
  })

  it('refuses a name another widget has, shows the store reason and keeps the old name', () => {
    const { store } = sampleStore()
    render(<WidgetSettingsPanel store={store} selectedId="name" />)
    fireEvent.change(field('唯一名称'), { target: { value: 'phone' } })
    fireEvent.blur(field('唯一名称'))
    expect(screen.getByRole('alert').textContent).toBe(store.checkName('name', 'phone'))
    expect(store.getWidget('name')!.options.name).toBe('name')
    fireEvent.change(field('唯一名称'), { target: { value: 'fullName' } })
    fireEvent.blur(field('唯一名称'))
    expect(store.getWidget('name')!.options.name).toBe('fullName')
  })

  it('edits a handler in a framed JavaScript editor, refusing a syntax error and saving a good body', () => {
    const { store } = sampleStore()
    render(<WidgetSettingsPanel store={store} selectedId="name" />)
    const label = document.querySelector('label[for="name-onChange"]')!
    expect(label.textContent).toBe('onChange')
    expect((label.closest('.ant-form-item-label') as HTMLElement).style.flex).toBe('0 0 150px')
    fireEvent.click(screen.getByLabelText('onChange'))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText('onChange(value, oldValue) {')).toBeTruthy()
    typeCode('if (value > ) {}')
    fireEvent.click(within(dialog).getByRole('button', { name: OK }))
    expect(within(dialog).getByRole('alert').textContent).toMatch(/^代码有语法错误/)
    expect(store.getWidget('name')!.options.onChange).toBe('')
    typeCode('this.getFormRef().setFieldValue("phone", value)')
    fireEvent.click(within(dialog).getByRole('button', { name: OK }))
    expect(store.getWidget('name')!.options.onChange).toBe('this.getFormRef().setFieldValue("phone", value)')
    expect(screen.getByLabelText('onChange').textContent).toBe('修改代码')
  })

  it('gives the onChange of a field in a sub-form the row parameters', () => {
    const { store } = sampleStore()
    render(<WidgetSettingsPanel store={store} selectedId="itemName" />)
    fireEvent.click(screen.getByLabelText('onChange'))
    expect(screen.getByText('onChange(value, oldValue, subFormData, rowId) {')).toBeTruthy()
  })

  it('edits option items and the default value of a radio in the store', () => {
    const { store } = sampleStore()
    render(<WidgetSettingsPanel store={store} selectedId="gender" />)
    fireEvent.click(screen.getByLabelText('设为默认值 2'))
    fireEvent.change(screen.getByLabelText('标签 1'), { target: { value: '男性' } })
    expect(store.getWidget('gender')!.options).toMatchObject({ defaultValue: 2, optionItems: [{ label: '男性', value: 1 }, { label: '女', value: 2 }] })
  })

  it('offers the class names of the form CSS in customClass', async () => {
    const { store } = sampleStore()
    render(<WidgetSettingsPanel store={store} selectedId="name" />)
    fireEvent.mouseDown(field('自定义 CSS 类'))
    fireEvent.click(await screen.findByTitle('red-text'))
    expect(store.getWidget('name')!.options.customClass).toEqual(['red-text'])
  })

  it('edits the columns of a grid: spans, add, remove', () => {
    const { store } = sampleStore()
    render(<WidgetSettingsPanel store={store} selectedId="grid1" />)
    fireEvent.change(field('第 1 列'), { target: { value: '8' } })
    expect(store.getWidget('col1')!.options.span).toBe(8)
    fireEvent.click(screen.getByRole('button', { name: /增加栅格列/ }))
    expect(store.getWidget('grid1')!.cols).toHaveLength(3)
    expect(field('第 3 列')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '删除该列 2' }))
    expect(store.getWidget('grid1')!.cols!.map((col) => col.id)).not.toContain('col2')
  })

  it('edits the panes of a tab: labels, add; the last pane cannot be removed', () => {
    const { store } = sampleStore()
    render(<WidgetSettingsPanel store={store} selectedId="tabs1" />)
    expect((screen.getByRole('button', { name: '删除该页 1' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(field('选项卡页 1'), { target: { value: '概要' } })
    expect(store.getWidget('pane1')!.options.label).toBe('概要')
    fireEvent.click(screen.getByRole('button', { name: /增加选项卡页/ }))
    expect(store.getWidget('tabs1')!.tabs).toHaveLength(2)
  })

  it('re-renders for changes of its widget only', () => {
    const { store } = sampleStore()
    let commits = 0
    render(
      <Profiler id="panel" onRender={() => (commits += 1)}>
        <WidgetSettingsPanel store={store} selectedId="name" />
      </Profiler>,
    )
    const afterMount = commits
    act(() => {
      store.dispatch({ type: 'patchOptions', id: 'phone', patch: { label: '手机' } })
    })
    expect(commits).toBe(afterMount)
    act(() => {
      store.dispatch({ type: 'patchOptions', id: 'name', patch: { label: '全名' } })
    })
    expect(commits).toBeGreaterThan(afterMount)
    expect(field('标签').value).toBe('全名')
  })
})
