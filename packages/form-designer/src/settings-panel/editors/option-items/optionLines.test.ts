import { describe, expect, it } from 'vitest'
import { formatOptionLines, parseOptionLines } from './optionLines'
import { keepDefault, nextOptionValue, toOptionValue, valueProblem } from './optionValues'

describe('batch option lines', () => {
  it('reads `value,label` and bare values; numbers stay numbers, later commas stay in the label', () => {
    expect(parseOptionLines('1,北京\n\n2,上海, 浦东\nother\n', [])).toEqual({
      items: [
        { value: 1, label: '北京' },
        { value: 2, label: '上海, 浦东' },
        { value: 'other', label: 'other' },
      ],
    })
  })

  it('keeps the extra keys of an option whose value is still there', () => {
    expect(parseOptionLines('1,A', [{ value: 1, label: 'a', disabled: true }])).toEqual({ items: [{ value: 1, label: 'A', disabled: true }] })
  })

  it('refuses repeated values, empty values and an empty list', () => {
    expect(parseOptionLines('1,a\n1,b', [])).toEqual({ problem: { key: 'duplicateValue', params: { value: 1 } } })
    expect(parseOptionLines(',a', [])).toEqual({ problem: { key: 'emptyValue' } })
    expect(parseOptionLines(' \n', [])).toEqual({ problem: { key: 'batchEmpty' } })
  })

  it('writes lines that read back to the same options', () => {
    const items = [
      { value: 1, label: 'radio 1' },
      { value: 'x', label: 'x' },
    ]
    expect(formatOptionLines(items)).toBe('1,radio 1\nx')
    expect(parseOptionLines(formatOptionLines(items), items)).toEqual({ items })
  })
})

describe('option values', () => {
  it('types canonical numbers as numbers only', () => {
    expect(toOptionValue('12')).toBe(12)
    expect(toOptionValue('-1.5')).toBe(-1.5)
    expect(toOptionValue('01')).toBe('01')
    expect(toOptionValue(' a ')).toBe('a')
  })

  it('picks a free value for a new option', () => {
    expect(nextOptionValue([{ value: 1, label: '' }, { value: 7, label: '' }])).toBe(8)
    expect(nextOptionValue([])).toBe(1)
    expect(nextOptionValue([{ value: 'a', label: '' }, { value: 'option2', label: '' }])).toBe('option3')
  })

  it('says why a value cannot be used', () => {
    const items = [{ value: 1, label: '' }, { value: 2, label: '' }]
    expect(valueProblem(items, 0, 2)).toEqual({ key: 'duplicateValue', params: { value: 2 } })
    expect(valueProblem(items, 1, 2)).toBeNull()
    expect(valueProblem(items, 0, '')).toEqual({ key: 'emptyValue' })
  })

  it('drops default values whose option is gone', () => {
    const items = [{ value: 1, label: '' }]
    expect(keepDefault(2, items, false, null)).toBeNull()
    expect(keepDefault(1, items, false, null)).toBe(1)
    expect(keepDefault([1, 2], items, true, [])).toEqual([1])
  })
})
