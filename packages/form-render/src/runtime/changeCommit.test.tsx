import { fireEvent } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { field, form, renderForm } from '../test-support'
import type { FieldRef } from '../types'

// VForm's change pipeline: input, textarea and number report onChange and onFormDataChange when the
// edit is committed (blur, Enter, step, clear), once, with the value at focus as oldValue; choice
// widgets and scripts' setValue report each change at once.

const logged = (target: string) => `this.getFormRef().addEC("${target}", (this.getFormRef().getEC("${target}") || []).concat([[value, oldValue]]))`
const formLog = 'this.addEC("form", (this.getEC("form") || []).concat([[fieldName, newValue, oldValue]]))'

function typedForm() {
  return renderForm(
    form(
      [
        field('input', 'a', { onChange: logged('a') }),
        field('textarea', 't', { onChange: logged('t') }),
        field('number', 'n', { onChange: logged('n') }),
        field('select', 's', { onChange: logged('s'), optionItems: [{ label: '甲', value: 1 }, { label: '乙', value: 2 }] }),
      ],
      { onFormDataChange: formLog },
    ),
  )
}

/** The typed form with the user's caret in field `name`'s text box. */
async function typingIn(name: string) {
  const f = typedForm()
  const user = userEvent.setup()
  await user.click(f.field(name)?.querySelector('input, textarea') as HTMLElement)
  return { f, user }
}

describe('when onChange runs', () => {
  it('runs an input\'s onChange once on blur with the value at focus, not per key; the model follows every key', async () => {
    const { f, user } = await typingIn('a')
    await user.keyboard('abc')
    expect(f.api.getFieldValue('a')).toBe('abc')
    expect(f.api.getEC('a')).toBeUndefined()
    expect(f.api.getEC('form')).toBeUndefined()
    await user.tab()
    expect(f.api.getEC('a')).toEqual([['abc', '']])
    expect(f.api.getEC('form')).toEqual([['a', 'abc', '']])
  })

  it('commits on Enter, starts the next edit from there, and reports nothing for text typed back to what it was', async () => {
    const { f, user } = await typingIn('a')
    await user.keyboard('ab{Enter}c{Enter}')
    expect(f.api.getEC('a')).toEqual([['ab', ''], ['abc', 'ab']])
    await user.keyboard('x{Backspace}')
    await user.tab()
    expect(f.api.getEC('a')).toHaveLength(2)
  })

  it('runs a textarea\'s onChange on blur only, and a number\'s on blur or at once for a step button', async () => {
    const { f, user } = await typingIn('t')
    await user.keyboard('一{Enter}二')
    expect(f.api.getEC('t')).toBeUndefined()
    await user.tab()
    expect(f.api.getEC('t')).toEqual([['一\n二', '']])

    const number = f.field('n')?.querySelector('input') as HTMLInputElement
    await user.click(number)
    await user.keyboard('{Backspace}42')
    expect(f.api.getEC('n')).toBeUndefined()
    await user.tab()
    expect(f.api.getEC('n')).toEqual([[42, 0]])
    fireEvent.mouseDown(f.field('n')?.querySelector('.ant-input-number-action-up') as HTMLElement)
    expect(f.api.getEC('n')).toEqual([[42, 0], [43, 42]])
  })

  it('runs a choice widget\'s onChange and a script\'s setValue at once', async () => {
    const f = typedForm()
    await f.run((api) => api.setFieldValue('s', 2))
    expect(f.api.getEC('s')).toEqual([[2, '']])
    await f.run((api) => (api.getWidgetRef('a') as FieldRef).setValue('脚本'))
    expect(f.api.getEC('a')).toEqual([['脚本', '']])
    expect(f.api.getEC('form')).toEqual([['s', 2, ''], ['a', '脚本', '']])
  })
})
