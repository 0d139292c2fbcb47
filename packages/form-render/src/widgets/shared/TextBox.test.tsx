import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { TextBox, type TextBoxProps } from './TextBox'

/** A TextBox holding its own text, as a form field does, reporting every change. */
function Controlled({ initial = '', onText, ...props }: Partial<TextBoxProps> & { initial?: string; onText?: (text: string) => void }) {
  const [text, setText] = useState(initial)
  return (
    <TextBox
      {...props}
      value={text}
      onChange={(next) => {
        onText?.(next)
        setText(next)
      }}
    />
  )
}

describe('TextBox', () => {
  it('is one <input> with the box classes when nothing is attached to it', () => {
    const { container } = render(<TextBox value="abc" onChange={() => {}} size="small" className="outer" boxClassName="inner" />)
    expect(container.childElementCount).toBe(1)
    const input = container.firstElementChild as HTMLInputElement
    expect(input.tagName).toBe('INPUT')
    expect([...input.classList]).toEqual(['tfr-text-box', 'tfr-text-box-sm', 'inner', 'outer'])
    expect(input.value).toBe('abc')
  })

  it('reports each keystroke\'s text', async () => {
    const onText = vi.fn()
    render(<Controlled onText={onText} />)
    await userEvent.type(screen.getByRole('textbox'), 'ab')
    expect(onText.mock.calls).toEqual([['a'], ['ab']])
  })

  it('wraps the input when it has affixes; the wrapper draws the border', () => {
    const { container } = render(<TextBox value="" onChange={() => {}} prefix={<b>P</b>} suffix={<i>S</i>} boxClassName="inner" />)
    const box = container.firstElementChild as HTMLElement
    expect(box.tagName).toBe('SPAN')
    expect(box.classList.contains('inner')).toBe(true)
    expect(box.querySelector('input')?.className).toBe('')
    expect(box.querySelector('.tfr-text-box-prefix')?.textContent).toBe('P')
    expect(box.querySelector('.tfr-text-box-suffix')?.textContent).toBe('S')
  })

  it('offers the clear button only while there is text, and clearing keeps the caret in the box', async () => {
    const onText = vi.fn()
    const { container } = render(<Controlled initial="" allowClear onText={onText} />)
    const clear = () => container.querySelector('.tfr-text-box-clear') as HTMLButtonElement
    expect(clear().classList.contains('tfr-text-box-clear-hidden')).toBe(true)
    const input = screen.getByRole('textbox') as HTMLInputElement
    await userEvent.type(input, 'x')
    expect(clear().classList.contains('tfr-text-box-clear-hidden')).toBe(false)
    await userEvent.click(clear())
    expect(onText).toHaveBeenLastCalledWith('')
    expect(input.value).toBe('')
    expect(document.activeElement).toBe(input)
    expect(clear().classList.contains('tfr-text-box-clear-hidden')).toBe(true)
  })

  it('cannot be cleared when disabled or read-only', () => {
    for (const flags of [{ disabled: true }, { readOnly: true }]) {
      const onChange = vi.fn()
      const { container, unmount } = render(<TextBox value="abc" onChange={onChange} allowClear {...flags} />)
      const clear = container.querySelector('.tfr-text-box-clear') as HTMLButtonElement
      expect(clear.classList.contains('tfr-text-box-clear-hidden')).toBe(true)
      fireEvent.click(clear)
      expect(onChange).not.toHaveBeenCalled()
      unmount()
    }
  })

  it('marks a disabled box so it is drawn greyed, without hover or focus colours', () => {
    const { container } = render(<TextBox value="" onChange={() => {}} disabled />)
    expect(container.querySelector('input')?.classList.contains('tfr-text-box-disabled')).toBe(true)
  })

  it('counts the text against maxLength', async () => {
    const { container } = render(<Controlled initial="abc" showCount maxLength={5} />)
    const count = () => container.querySelector('.tfr-text-box-count')?.textContent
    expect(count()).toBe('3 / 5')
    await userEvent.type(screen.getByRole('textbox'), 'defg')
    expect(count()).toBe('5 / 5')
  })

  it('shows a password only through its eye when showPassword is set', async () => {
    const { container, rerender } = render(<TextBox value="secret" onChange={() => {}} password />)
    const input = () => container.querySelector('input') as HTMLInputElement
    expect(input().type).toBe('password')
    expect(container.querySelector('.tfr-text-box-toggle')).toBeNull()
    rerender(<TextBox value="secret" onChange={() => {}} password showPassword />)
    await userEvent.click(container.querySelector('[aria-label="eye-invisible"]') as HTMLElement)
    expect(input().type).toBe('text')
    await userEvent.click(container.querySelector('[aria-label="eye"]') as HTMLElement)
    expect(input().type).toBe('password')
  })

  it('puts the caret in the input when the wrapper around it is clicked', async () => {
    const { container } = render(<TextBox value="" onChange={() => {}} prefix={<b>P</b>} />)
    await userEvent.click(container.querySelector('.tfr-text-box-prefix') as HTMLElement)
    expect(document.activeElement).toBe(container.querySelector('input'))
  })
})
