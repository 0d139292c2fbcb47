import type { FieldError } from '@tandem/form-core'
import { describe, expect, it } from 'vitest'
import { withScriptRefusals } from './refusals.js'

const error = (path: string, ...messages: string[]): FieldError => ({
  path,
  name: path.split('.').at(-1)!,
  label: path,
  subFormName: null,
  rowIndex: null,
  rowId: null,
  message: messages[0],
  messages,
})

describe('withScriptRefusals', () => {
  it('adds an onValidate refusal after the field\'s own messages, and as its own error for a field whose rules passed', () => {
    const own = [error('title', '字段值不可为空')]
    const merged = withScriptRefusals(own, [error('title', '标题须含年份'), error('code', '编号须为 HT-数字')])
    expect(merged).toEqual([error('title', '字段值不可为空', '标题须含年份'), error('code', '编号须为 HT-数字')])
    // the validator's errors are not changed in place
    expect(own).toEqual([error('title', '字段值不可为空')])
  })

  it('leaves the errors as they are when no script refused anything', () => {
    expect(withScriptRefusals([error('a', 'x')], [])).toEqual([error('a', 'x')])
    expect(withScriptRefusals([], [])).toEqual([])
  })
})
