import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { KeywordHighlight, splitByKeyword } from './KeywordHighlight'

describe('keyword highlight', () => {
  it.each([
    ['北京租赁服务合同', '租赁', ['北京', '租赁', '服务合同']],
    ['HT-2024-0042', 'ht-2024', ['', 'HT-2024', '-0042']],
    ['租赁与租赁', '租赁', ['', '租赁', '与', '租赁', '']],
    ['采购合同', '  ', ['采购合同']],
    ['采购合同', undefined, ['采购合同']],
    ['采购合同', '租赁', ['采购合同']],
  ])('splits %s around %s', (text, keyword, parts) => {
    expect(splitByKeyword(text, keyword)).toEqual(parts)
  })

  it('marks every match and keeps the whole text', () => {
    const { container } = render(<KeywordHighlight text="租赁与租赁合同" keyword="租赁" />)
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['租赁', '租赁'])
    expect(container.textContent).toBe('租赁与租赁合同')
  })
})
