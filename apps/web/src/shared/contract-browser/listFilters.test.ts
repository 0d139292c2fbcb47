import { describe, expect, it } from 'vitest'
import { filtersToSearch, parseFilters } from './listFilters'

describe('list filters in the URL query', () => {
  it('round-trips every filter, sorting and paging', () => {
    const query =
      'keyword=%E7%A7%9F%E8%B5%81&bizType=1&contractType=lease&status=executing&departmentId=3&signDateFrom=2024-01-01&signDateTo=2024-06-30&amountMin=1000&amountMax=50000.5&sealed=false&expiry=soon&sortField=amount&sortOrder=asc&pageIndex=3&pageSize=50'
    const filters = parseFilters(new URLSearchParams(query))
    expect(filters).toEqual({
      keyword: '租赁',
      bizType: 1,
      contractType: 'lease',
      status: 'executing',
      departmentId: 3,
      signDateFrom: '2024-01-01',
      signDateTo: '2024-06-30',
      amountMin: 1000,
      amountMax: 50000.5,
      sealed: false,
      expiry: 'soon',
      sortField: 'amount',
      sortOrder: 'asc',
      pageIndex: 3,
      pageSize: 50,
    })
    expect(parseFilters(filtersToSearch(filters))).toEqual(filters)
  })

  it('leaves defaults out of the URL', () => {
    expect(filtersToSearch({ pageIndex: 1, pageSize: 20 }).toString()).toBe('')
    expect(filtersToSearch({ keyword: '采购', sealed: true, pageIndex: 2, pageSize: 20 }).toString()).toBe(
      'keyword=%E9%87%87%E8%B4%AD&sealed=true&pageIndex=2',
    )
  })

  it('drops malformed values of a hand-edited link and keeps the rest', () => {
    const filters = parseFilters(
      new URLSearchParams(
        'keyword=%20%20&bizType=9&departmentId=abc&signDateFrom=2024-13&amountMin=-5&sealed=maybe&expiry=later&sortField=name&sortOrder=up&pageIndex=0&pageSize=7&status=draft',
      ),
    )
    expect(filters).toEqual({ status: 'draft', pageIndex: 1, pageSize: 20 })
  })
})
