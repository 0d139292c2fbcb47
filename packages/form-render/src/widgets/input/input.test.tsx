import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWidget } from '../test-utils'
import { InputWidget } from './index'

const render = (overrides: Parameters<typeof renderWidget>[1] = {}) =>
  renderWidget(InputWidget, { type: 'input', ...overrides })

describe('input widget', () => {
  it('renders the value with placeholder, icons and length limits', () => {
    const { container } = render({
      value: 'abc',
      options: { placeholder: '请输入名称', prefixIcon: 'el-icon-search', suffixIcon: 'custom-user', maxLength: 10, minLength: 2 },
    })
    const input = screen.getByPlaceholderText('请输入名称') as HTMLInputElement
    expect(input.value).toBe('abc')
    expect(input.maxLength).toBe(10)
    expect(input.minLength).toBe(2)
    expect(container.querySelector('[aria-label="search"]')).not.toBeNull()
    expect(container.querySelector('[aria-label="user"]')).not.toBeNull()
  })

  it('renders unknown icon class names as <i> elements', () => {
    const { container } = render({ options: { prefixIcon: 'my-icon-foo' } })
    expect(container.querySelector('i.my-icon-foo')).not.toBeNull()
  })

  it('renders a bare text box without the affix wrapper when no icon, clear button or count is asked for', () => {
    const { container } = render({ value: 'abc' })
    expect(container.firstElementChild?.tagName).toBe('INPUT')
    expect(container.querySelector('input.tfr-text-box.el-input.el-input__inner')).not.toBeNull()
  })

  it('sends every keystroke to onInput and commits on Enter, never through onChange', async () => {
    const { user, onChange, onInput, onCommit } = render({ value: '' })
    await user.type(screen.getByRole('textbox'), 'x')
    expect(onInput).toHaveBeenCalledWith('x')
    expect(onCommit).not.toHaveBeenCalled()
    await user.keyboard('{Enter}')
    expect(onCommit).toHaveBeenCalledTimes(1)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('keeps number-as-text input a string with a numeric keyboard', async () => {
    const { user, onInput } = render({ value: '1', options: { type: 'number' } })
    const input = screen.getByRole('textbox')
    expect(input.getAttribute('inputmode')).toBe('numeric')
    await user.type(input, '2')
    expect(onInput).toHaveBeenCalledWith('12')
  })

  it('shows the plain value in read mode', () => {
    const { container } = render({ value: '张三', readMode: true })
    expect(container.textContent).toBe('张三')
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('shows the empty text in read mode when there is no value', () => {
    const { container } = render({ value: null, readMode: true })
    expect(container.textContent).toBe('--')
  })

  it('blocks typing when disabled or readonly', async () => {
    const { user, onInput, update } = render({ value: '', disabled: true })
    await user.type(screen.getByRole('textbox'), 'a')
    update({ disabled: false, readonly: true })
    await user.type(screen.getByRole('textbox'), 'a')
    expect(onInput).not.toHaveBeenCalled()
  })

  it('runs onAppendButtonClick from the append button', async () => {
    const { user, runEvent } = render({ options: { appendButton: true, buttonIcon: 'el-icon-search' } })
    await user.click(screen.getByRole('button', { name: 'search' }))
    expect(runEvent).toHaveBeenCalledWith('onAppendButtonClick', [])
  })

  it('disables the append button with appendButtonDisabled', async () => {
    const { user, runEvent } = render({ options: { appendButton: true, appendButtonDisabled: true, buttonIcon: 'el-icon-search' } })
    const button = screen.getByRole('button', { name: 'search' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    await user.click(button)
    expect(runEvent).not.toHaveBeenCalled()
  })

  it('toggles password visibility only with showPassword', async () => {
    const { user, container, update } = render({ value: 'secret', options: { type: 'password' } })
    const input = () => container.querySelector('input') as HTMLInputElement
    expect(input().type).toBe('password')
    expect(container.querySelector('[aria-label="eye-invisible"]')).toBeNull()
    update({ options: { type: 'password', showPassword: true } })
    await user.click(container.querySelector('[aria-label="eye-invisible"]') as HTMLElement)
    expect(input().type).toBe('text')
  })

  it('shows a word limit counter', () => {
    const { container } = render({ value: 'abc', options: { showWordLimit: true, maxLength: 20 } })
    expect(container.textContent).toContain('3 / 20')
  })

  it("clears to an empty string and commits it, as Element's clear fires change", () => {
    const { container, onInput, onCommit } = render({ value: 'abc', options: { clearable: true } })
    fireEvent.click(container.querySelector('.tfr-text-box-clear') as HTMLElement)
    expect(onInput).toHaveBeenCalledWith('')
    expect(onCommit).toHaveBeenCalledTimes(1)
  })

  it('focuses the inner input through editorRef', () => {
    const { editor } = render()
    editor.current?.focus()
    expect(document.activeElement).toBe(screen.getByRole('textbox'))
  })
})
