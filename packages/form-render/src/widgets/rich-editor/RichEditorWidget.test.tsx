// @vitest-environment jsdom
// DOMPurify does not support happy-dom (its sanitising is unreliable there), so this file uses jsdom.
import { act, waitFor } from '@testing-library/react'
import Quill from 'quill'
import { describe, expect, it } from 'vitest'
import { renderWidget } from '../test-utils'
import { RichEditorWidget } from './index'

type Overrides = Parameters<typeof renderWidget>[1]

async function renderEditor(overrides: Overrides = {}) {
  const rendered = renderWidget(RichEditorWidget, { type: 'rich-editor', options: { contentHeight: '200px' }, ...overrides })
  await waitFor(() => expect(rendered.container.querySelector('.ql-editor')).not.toBeNull())
  const editorRoot = () => rendered.container.querySelector<HTMLElement>('.ql-editor')!
  const quill = () => Quill.find(rendered.container.querySelector('.ql-container')!) as Quill
  return { ...rendered, editorRoot, quill }
}

const hostile = '<p>正文</p><p><img src="x.png" onerror="window.hacked = true"></p><script>window.hacked = true</script><a href="javascript:alert(1)">链接</a>'

describe('rich-editor widget', () => {
  it('loads Quill with the VForm toolbar', async () => {
    const { container } = await renderEditor()
    const buttons = [...container.querySelectorAll('.ql-toolbar button')].map((button) => button.className.replace('ql-', ''))
    for (const name of ['bold', 'italic', 'underline', 'strike', 'blockquote', 'code-block', 'header', 'list', 'script', 'indent', 'direction', 'clean', 'link', 'image', 'video']) {
      expect(buttons, name).toContain(name)
    }
    const pickers = [...container.querySelectorAll('.ql-toolbar select')].map((select) => select.className.replace('ql-', ''))
    expect(pickers).toEqual(['size', 'header', 'color', 'background', 'font', 'align'])
  })

  it('shows the value and commits the HTML of user edits', async () => {
    const editor = await renderEditor({ value: '<p>合同</p>' })
    expect(editor.editorRoot().innerHTML).toBe('<p>合同</p>')
    act(() => editor.quill().insertText(2, '正文', 'user'))
    expect(editor.onChange).toHaveBeenLastCalledWith('<p>合同正文</p>')
  })

  it('commits an empty string when the user empties the editor', async () => {
    const editor = await renderEditor({ value: '<p>合同</p>' })
    act(() => editor.quill().deleteText(0, editor.quill().getLength(), 'user'))
    expect(editor.editorRoot().innerHTML).toBe('<p><br></p>')
    expect(editor.onChange).toHaveBeenLastCalledWith('')
  })

  it('does not commit when the value is set from outside', async () => {
    const editor = await renderEditor({ value: '<p>a</p>' })
    editor.update({ value: '<p>b</p>' })
    await waitFor(() => expect(editor.editorRoot().innerHTML).toBe('<p>b</p>'))
    expect(editor.onChange).not.toHaveBeenCalled()
  })

  it('sanitises the value before it reaches the editor', async () => {
    const editor = await renderEditor({ value: hostile })
    const root = editor.editorRoot()
    expect(root.querySelector('script')).toBeNull()
    expect(root.querySelector('img')?.hasAttribute('onerror')).toBe(false)
    expect(root.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/)
    expect(root.textContent).toContain('正文')
    expect((window as { hacked?: boolean }).hacked).toBeUndefined()
  })

  it('read mode renders the sanitised HTML without an editor', async () => {
    const { container } = renderWidget(RichEditorWidget, { type: 'rich-editor', readMode: true, value: hostile })
    await waitFor(() => expect(container.querySelector('.tandem-rich-read')).not.toBeNull())
    expect(container.querySelector('.ql-toolbar')).toBeNull()
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('img')?.hasAttribute('onerror')).toBe(false)
    expect(container.querySelector('a')?.hasAttribute('href')).toBe(false)
    expect(container.textContent).toContain('正文')
  })

  it('read mode shows the empty text for an empty value', () => {
    const { container } = renderWidget(RichEditorWidget, { type: 'rich-editor', readMode: true, value: '' })
    expect(container.textContent).toBe('--')
  })

  it('shows "Insert content here" by default, and the author placeholder first', async () => {
    const standard = await renderEditor()
    expect(standard.editorRoot().dataset.placeholder).toBe('Insert content here')
    standard.unmount()
    const own = await renderEditor({ options: { placeholder: '请输入条款' } })
    expect(own.editorRoot().dataset.placeholder).toBe('请输入条款')
  })

  it('applies contentHeight to the editing area', async () => {
    const editor = await renderEditor({ options: { contentHeight: '320px' } })
    expect(editor.container.querySelector<HTMLElement>('.ql-container')!.style.height).toBe('320px')
  })

  it('is read-only while disabled', async () => {
    const editor = await renderEditor({ disabled: true, value: '<p>a</p>' })
    expect(editor.editorRoot().getAttribute('contenteditable')).toBe('false')
  })

  it('takes a toolbar set by setToolbar (options.toolbar)', async () => {
    const { container } = await renderEditor({ options: { toolbar: [['bold', 'italic']] } })
    expect([...container.querySelectorAll('.ql-toolbar button')].map((button) => button.className)).toEqual(['ql-bold', 'ql-italic'])
  })

  it('focuses the editor through editorRef', async () => {
    const editor = await renderEditor()
    act(() => editor.editor.current?.focus())
    expect(editor.quill().hasFocus()).toBe(true)
  })
})
