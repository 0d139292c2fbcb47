import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { container, field, form, renderForm, settle } from '../../test-support'
import type { DataTableRef, FieldRef } from '../../types'
import { startDataTestServer, type DataTestServer } from './dataTableTestServer'

const columns = [
  { prop: 'name', label: '名称', width: '120' },
  { prop: 'amount', label: '金额', formatS: 'n4', align: 'right' },
  { prop: 'signed', label: '签订日期', formatS: 'd3' },
]
const rows = [
  { name: '甲', amount: 1200.5, signed: '2024-01-02' },
  { name: '乙', amount: 30, signed: '2024-02-03' },
  { name: '丙', amount: 7, signed: '2024-03-04' },
]

function tableForm(options: Record<string, unknown> = {}, formConfig: Record<string, unknown> = {}) {
  return form([container('data-table', 'contracts', [], { tableColumns: columns, tableData: rows, ...options })], formConfig)
}

const root = () => document.querySelector<HTMLElement>('[data-widget-name="contracts"]') as HTMLElement
const bodyRows = () => [...root().querySelectorAll<HTMLElement>('tbody tr.ant-table-row')]
const cellTexts = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)
/** A row's texts without its checkbox cell, which follows the index cell. */
const withoutCheckbox = (texts: (string | null)[]) => texts.filter((_, i) => i !== 1)
const colWidths = () => [...root().querySelectorAll<HTMLElement>('colgroup col')].map((col) => col.style.width)
const table = (f: { api: { getWidgetRef(name: string): unknown } }) => f.api.getWidgetRef('contracts') as DataTableRef
const ec = 'this.getFormRef().addEC'

// Paging and sorting through a real loopback server on a busy machine; a hang guard, not a timing check.
vi.setConfig({ testTimeout: 30_000 })

describe('data-table', () => {
  it('shows formatted columns, centred by default, with the index column 50 wide first and the selection column 42 after it, both fixed left', () => {
    renderForm(tableForm({ showIndex: true }))
    expect(cellTexts(bodyRows()[0])).toEqual(['1', '', '甲', '¥1,200.50', '2024年01月02日'])
    expect(bodyRows()[0].querySelectorAll('td')[1].querySelector('input[type="checkbox"]')).not.toBeNull()
    expect(colWidths().slice(0, 3)).toEqual(['50px', '42px', '120px'])
    const headers = [...root().querySelectorAll<HTMLElement>('thead th')]
    expect(headers[0].textContent).toBe('#')
    expect(headers[1].classList.contains('ant-table-selection-column')).toBe(true)
    const cells = bodyRows()[0].querySelectorAll<HTMLElement>('td')
    for (const cell of [headers[0], headers[1], cells[0], cells[1]]) expect(cell.className).toContain('ant-table-cell-fix-start')
    expect(cells[2].style.textAlign).toBe('center')
    expect(cells[3].style.textAlign).toBe('right')
  })

  it('widens the selection column to 53 with a summary row', () => {
    renderForm(tableForm({ showSummary: true }))
    expect(colWidths()[0]).toBe('53px')
    expect(root().querySelector('.ant-table-summary')?.textContent).toContain('1237.5')
  })

  it('keeps the index and selection columns at 50 and 42 px when every data column has a width and there is no room to spare', () => {
    const widths = [{ width: '120' }, { width: 100 }, { width: '90' }]
    const sized = columns.map((column, i) => ({ ...column, ...widths[i] }))
    renderForm(tableForm({ showIndex: true, tableColumns: sized }))
    expect(colWidths().slice(0, 5)).toEqual(['50px', '42px', '120px', '100px', '90px'])
    const tables = [...root().querySelectorAll<HTMLElement>('table')]
    expect(tables.length).toBeGreaterThan(0)
    for (const element of tables) expect(element.style.width).toBe(`${50 + 42 + 120 + 100 + 90}px`)
  })

  it('takes data column widths as minimums and fills its row, as VForm Pro does: the room left over goes to the data columns', () => {
    const room = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('ant-table-body') || this.classList.contains('ant-table-content') ? 786 : 0
    })
    try {
      const widths = [{ width: '120' }, { width: 100 }, { width: '90' }]
      renderForm(tableForm({ showIndex: true, tableColumns: columns.map((column, i) => ({ ...column, ...widths[i] })) }))
      // 384 px to spare, shared 120 : 100 : 90 (the first data column takes the rounding rest)
      expect(colWidths().slice(0, 5)).toEqual(['50px', '42px', '270px', '223px', '201px'])
      for (const element of root().querySelectorAll<HTMLElement>('table')) expect(element.style.width).toBe('786px')
    } finally {
      room.mockRestore()
    }
  })

  it('lets the table fill its box when a data column has no width', () => {
    renderForm(tableForm({ showIndex: true }))
    for (const element of root().querySelectorAll<HTMLElement>('table')) expect(element.style.width).not.toMatch(/px$/)
  })

  it('puts 合计 in the first column of the table, Element\'s rule: the selection column when there is one', () => {
    renderForm(tableForm({ showSummary: true, showIndex: true }))
    const summary = () => [...root().querySelectorAll('.ant-table-summary td')].map((cell) => cell.textContent)
    expect(summary()).toEqual(['合计', '', '', '1237.5', ''])
  })

  it('puts 合计 in the first data column when it is the first column, and sums numbers written as text', () => {
    const data = [
      { name: 1, amount: '10.25', signed: '2024-01-02' },
      { name: 2, amount: '5', signed: '2024-02-03' },
    ]
    renderForm(tableForm({ showSummary: true, showCheckBox: false, tableData: data }))
    const summary = [...root().querySelectorAll('.ant-table-summary td')].map((cell) => cell.textContent)
    expect(summary).toEqual(['合计', '15.25', ''])
  })

  it('selects a single row by click when there is no checkbox column', () => {
    const f = renderForm(tableForm({ showCheckBox: false, onSelectionChange: `${ec}("sel", [selection.map(r => r.name), selectedIndices])` }))
    expect(root().querySelector('.ant-table-selection-column')).toBeNull()
    fireEvent.click(bodyRows()[1])
    expect(f.api.getEC('sel')).toEqual([['乙'], [1]])
    fireEvent.click(bodyRows()[2])
    expect(table(f).getSelectedIndex()).toEqual([2])
    expect(table(f).getSelectedRow()).toEqual([rows[2]])
    expect(bodyRows()[2].classList.contains('tfr-row-current')).toBe(true)
  })

  it('selects with checkboxes and reports the selection', () => {
    const f = renderForm(tableForm({ onSelectionChange: `${ec}("sel", selectedIndices)` }))
    fireEvent.click(bodyRows()[0].querySelector('input[type="checkbox"]') as HTMLElement)
    fireEvent.click(bodyRows()[2].querySelector('input[type="checkbox"]') as HTMLElement)
    expect(f.api.getEC('sel')).toEqual([0, 2])
  })

  it('names its checkboxes in the form\'s language, not antd\'s English', async () => {
    const f = renderForm(tableForm())
    const named = (name: string) => within(root()).getByRole('checkbox', { name })
    expect(named('全选本页')).toBeTruthy()
    fireEvent.click(named('选择第 2 行'))
    expect((named('已选择第 2 行') as HTMLInputElement).checked).toBe(true)
    await f.run((api) => api.changeLanguage('en-US'))
    expect(named('Select all on this page')).toBeTruthy()
    expect(named('Select row 1')).toBeTruthy()
    expect(named('Row 2 selected')).toBeTruthy()
    await f.run((api) => api.changeLanguage('zh-CN'))
  })

  it('runs operation buttons with the row; selection events are suppressed meanwhile', async () => {
    const f = renderForm(
      tableForm({
        showCheckBox: false,
        showButtonsColumn: true,
        onOperationButtonClick: `${ec}("op", [buttonName, rowIndex, row.name])`,
        onSelectionChange: `${ec}("selections", (this.getFormRef().getEC("selections") || 0) + 1)`,
        onHideOperationButton: 'return buttonConfig.name === "edit" && rowIndex === 1',
        onGetOperationButtonLabel: 'return buttonConfig.name === "delete" ? "移除" : ""',
      }),
    )
    const buttons = (index: number) => [...bodyRows()[index].querySelectorAll<HTMLElement>('[data-operation]')]
    expect(buttons(0).map((button) => button.textContent?.replace(/\s/g, ''))).toEqual(['编辑', '移除'])
    expect(buttons(1).map((button) => button.dataset.operation)).toEqual(['delete'])
    await act(async () => fireEvent.click(buttons(0)[0]))
    expect(f.api.getEC('op')).toEqual(['edit', 0, '甲'])
    expect(f.api.hasEC('selections')).toBe(false)
    fireEvent.click(bodyRows()[2])
    expect(f.api.getEC('selections')).toBe(1)
  })

  it('fixes the buttons column on the right by default', () => {
    renderForm(tableForm({ showButtonsColumn: true, buttonsColumnTitle: '操作' }))
    const head = [...root().querySelectorAll<HTMLElement>('thead th')].find((th) => th.textContent === '操作') as HTMLElement
    expect(head.className).toMatch(/ant-table-cell-fix-(right|end)/)
  })

  it('shows the full pagination layout, and the compact one with smallPagination', () => {
    const many = Array.from({ length: 45 }, (_, i) => ({ name: `r${i}` }))
    const f = renderForm(tableForm({ tableData: many, pagination: { pageSize: 10, currentPage: 1, pageSizes: [10, 20], total: 0 } }))
    const pager = () => root().querySelector('.ant-pagination') as HTMLElement
    expect(pager().querySelector('.tfr-pagination-total')?.textContent).toBe('共 45 条')
    expect(pager().querySelector('.tfr-pagination-sizes')).not.toBeNull()
    expect(pager().querySelector('.ant-pagination-options-quick-jumper')).not.toBeNull()
    expect(bodyRows()).toHaveLength(10)
    f.unmount()
    renderForm(tableForm({ tableData: many, smallPagination: true, pagination: { pageSize: 10, currentPage: 1, pageSizes: [10], total: 0 } }))
    expect(pager().className).toMatch(/ant-pagination-(mini|small)/)
    expect(pager().querySelector('.ant-pagination-total-text')).toBeNull()
    expect(pager().querySelector('.ant-pagination-options-quick-jumper')).toBeNull()
    expect(pager().querySelector('.ant-pagination-next')).not.toBeNull()
  })

  it('lays the pagination out as SPEC §9 says: total, sizes, prev, pager, next, jumper', () => {
    const many = Array.from({ length: 45 }, (_, i) => ({ name: `r${i}` }))
    renderForm(tableForm({ tableData: many, pagination: { pageSize: 10, currentPage: 1, pageSizes: [10, 20], total: 0 } }))
    const parts = {
      total: '.tfr-pagination-total',
      sizes: '.tfr-pagination-sizes',
      prev: '.ant-pagination-prev',
      pager: '.ant-pagination-item-1',
      next: '.ant-pagination-next',
      jumper: '.ant-pagination-options-quick-jumper',
    }
    const found = Object.entries(parts).map(([name, selector]) => [name, root().querySelector(selector)] as const)
    for (const [name, element] of found) expect(element, name).not.toBeNull()
    const inDocumentOrder = [...found].sort(([, a], [, b]) => (a!.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    expect(inDocumentOrder.map(([name]) => name)).toEqual(['total', 'sizes', 'prev', 'pager', 'next', 'jumper'])
  })

  it('changes the page size from the sizes select: back to page 1, onPageSizeChange(pageSize, currentPage)', async () => {
    const many = Array.from({ length: 45 }, (_, i) => ({ name: `r${i}` }))
    const f = renderForm(
      tableForm({ tableData: many, pagination: { pageSize: 10, currentPage: 2, pageSizes: [10, 20], total: 0 }, onPageSizeChange: `${ec}("size", [pageSize, currentPage])` }),
    )
    expect(root().querySelector('.tfr-pagination-sizes')?.textContent).toBe('10 条/页')
    fireEvent.mouseDown(root().querySelector('.tfr-pagination-sizes .ant-select-selector, .tfr-pagination-sizes') as HTMLElement)
    const option = await waitFor(() => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((item) => item.textContent === '20 条/页') as HTMLElement)
    fireEvent.click(option)
    expect(f.api.getEC('size')).toEqual([20, 1])
    expect(table(f).getPagination()).toMatchObject({ pageSize: 20, currentPage: 1 })
    expect(bodyRows()).toHaveLength(20)
  })

  it('pages and fires onCurrentPageChange(pageSize, currentPage)', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ name: `r${i}` }))
    const f = renderForm(tableForm({ tableData: many, showIndex: true, pagination: { pageSize: 10, currentPage: 1, pageSizes: [10], total: 0 }, onCurrentPageChange: `${ec}("page", [pageSize, currentPage])` }))
    fireEvent.click(root().querySelector('.ant-pagination-item-3') as HTMLElement)
    expect(f.api.getEC('page')).toEqual([10, 3])
    expect(bodyRows().map((row) => row.querySelectorAll('td')[0].textContent)).toEqual(['21', '22', '23', '24', '25'])
    expect(table(f).getPagination().currentPage).toBe(3)
  })

  it('offers the data-table methods on its ref', async () => {
    const f = renderForm(tableForm())
    const ref = table(f)
    expect(ref.getTableData()).toEqual(rows)
    expect(ref.getTableColumns().map((column) => column.prop)).toEqual(['name', 'amount', 'signed'])
    await f.run(() => ref.setTableColumnsHidden(['amount', 'signed'], true))
    expect(cellTexts(bodyRows()[0]).slice(1)).toEqual(['甲'])
    await f.run(() => ref.setTableColumns([{ prop: 'name', label: '名' }]))
    expect(root().querySelector('thead')?.textContent).toContain('名')
    await f.run(() => ref.setTableData([{ name: '丁' }]))
    expect(bodyRows().map((row) => cellTexts(row)[1])).toEqual(['丁'])
    await f.run(() => ref.setPagination({ pageSize: 50 }))
    expect(ref.getPagination()).toMatchObject({ pageSize: 50, currentPage: 1 })
    expect(ref.getNativeTable()?.nativeElement).toBeInstanceOf(HTMLElement)
    expect(() => ref.setTableData('x' as never)).toThrow('rows must be an array')
    expect(ref.getTableData()).toEqual([{ name: '丁' }])
  })

  it('sorts a sortable column locally when there is no data source', () => {
    renderForm(tableForm({ tableColumns: [{ prop: 'name', label: '名称' }, { prop: 'amount', label: '金额', sortable: true }] }))
    const sorter = [...root().querySelectorAll<HTMLElement>('thead th')].find((th) => th.textContent?.includes('金额')) as HTMLElement
    fireEvent.click(sorter)
    expect(bodyRows().map((row) => cellTexts(row)[1])).toEqual(['丙', '乙', '甲'])
    fireEvent.click(sorter)
    expect(bodyRows().map((row) => cellTexts(row)[1])).toEqual(['甲', '乙', '丙'])
  })

  it('keeps rows with the same id apart (selection by row, not by id)', () => {
    const twins = [{ id: 1, name: '甲' }, { id: 1, name: '乙' }]
    const f = renderForm(tableForm({ tableData: twins, tableColumns: [{ prop: 'name', label: '名称' }] }))
    fireEvent.click(bodyRows()[1].querySelector('input[type="checkbox"]') as HTMLElement)
    expect(table(f).getSelectedRow()).toEqual([twins[1]])
    expect(bodyRows().map((row) => row.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked)).toEqual([false, true])
  })

  describe('more rows than the virtual threshold in a table with a height', () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, name: `合同${i + 1}`, amount: i, signed: '2024-01-02' }))
    const bigForm = (options: Record<string, unknown> = {}) =>
      tableForm({ tableData: many, showPagination: false, tableHeight: '400px', showIndex: true, ...options })
    const body = () => root().querySelector<HTMLElement>('.ant-table-body') as HTMLElement
    // An estimated row: a 22 px line, 8 px of padding above and below, a 1 px border.
    const ROW = 39
    const scrollToRow = (index: number) =>
      act(() => {
        body().scrollTop = index * ROW
        fireEvent.scroll(body())
      })
    const names = () => bodyRows().map((row) => cellTexts(row)[2])
    // jsdom lays nothing out: give the body its 400 px so it draws the rows in view
    let sized: { mockRestore(): void } | null = null
    beforeEach(() => {
      sized = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('ant-table-body') ? 400 : 0
      })
    })
    afterEach(() => sized?.mockRestore())
    const checkbox = (name: string) => bodyRows().find((row) => cellTexts(row)[2] === name)?.querySelector<HTMLInputElement>('input[type="checkbox"]') as HTMLInputElement

    it('draws only the rows in view, as antd draws rows: index, formats, stripes, row keys', () => {
      renderForm(bigForm())
      expect(bodyRows().length).toBeLessThan(30)
      const [first, second] = bodyRows()
      expect(cellTexts(first)).toEqual(['1', '', '合同1', '¥0.00', '2024年01月02日'])
      expect(first.dataset.rowKey).toBe('1')
      expect(first.querySelectorAll('td')[1]?.className).toContain('ant-table-selection-column')
      expect(second.classList.contains('tfr-table-stripe')).toBe(true)
      scrollToRow(500)
      expect(names()).toContain('合同501')
      expect(names()).not.toContain('合同1')
      const row = bodyRows().find((element) => cellTexts(element)[2] === '合同501') as HTMLElement
      expect(withoutCheckbox(cellTexts(row)).slice(0, 3)).toEqual(['501', '合同501', '¥500.00'])
    })

    it('names each drawn row\'s checkbox by its row number', () => {
      renderForm(bigForm())
      expect(checkbox('合同1').getAttribute('aria-label')).toBe('选择第 1 行')
      fireEvent.click(checkbox('合同1'))
      expect(checkbox('合同1').getAttribute('aria-label')).toBe('已选择第 1 行')
      scrollToRow(500)
      expect(checkbox('合同501').getAttribute('aria-label')).toBe('选择第 501 行')
    })

    it('keeps each row\'s check state while scrolled-in rows take the place of scrolled-out ones', () => {
      const f = renderForm(bigForm({ onSelectionChange: `${ec}("sel", selectedIndices)` }))
      fireEvent.click(checkbox('合同2'))
      expect(f.api.getEC('sel')).toEqual([1])
      scrollToRow(300)
      expect(names()).toContain('合同301')
      expect(bodyRows().filter((row) => row.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked)).toEqual([])
      fireEvent.click(checkbox('合同302'))
      expect(f.api.getEC('sel')).toEqual([1, 301])
      scrollToRow(0)
      expect(checkbox('合同2').checked).toBe(true)
      expect(checkbox('合同1').checked).toBe(false)
      expect(bodyRows().filter((row) => row.classList.contains('ant-table-row-selected')).map((row) => cellTexts(row)[2])).toEqual(['合同2'])
    })

    it('selects or clears a range with shift-click, as antd does', () => {
      const f = renderForm(bigForm())
      fireEvent.click(checkbox('合同2'))
      fireEvent.click(checkbox('合同5'), { shiftKey: true })
      expect(table(f).getSelectedIndex()).toEqual([1, 2, 3, 4])
      fireEvent.click(checkbox('合同3'))
      fireEvent.click(checkbox('合同4'), { shiftKey: true })
      expect(table(f).getSelectedIndex()).toEqual([1, 4])
    })

    it('runs row and cell click scripts and selects by click without a checkbox column', () => {
      const f = renderForm(
        bigForm({ showCheckBox: false, onRowClick: `${ec}("row", row.name)`, onCellClick: `${ec}("cell", [row.name, column.prop])` }),
      )
      expect(root().querySelector('.ant-table-selection-column')).toBeNull()
      scrollToRow(40)
      const row = bodyRows().find((element) => cellTexts(element)[1] === '合同41') as HTMLElement
      fireEvent.click(row.querySelectorAll('td')[2])
      expect(f.api.getEC('row')).toBe('合同41')
      expect(f.api.getEC('cell')).toEqual(['合同41', 'amount'])
      expect(table(f).getSelectedIndex()).toEqual([40])
      expect(row.classList.contains('tfr-row-current')).toBe(true)
    })

    it('scrolls to a row not drawn through the native table\'s scrollTo', () => {
      const f = renderForm(bigForm())
      // jsdom does not scroll elements: note where the body is asked to scroll
      const scrolls = vi.fn()
      body().scrollTo = scrolls
      act(() => table(f).getNativeTable()?.scrollTo({ index: 700 }))
      expect(scrolls).toHaveBeenLastCalledWith({ top: 700 * ROW })
      act(() => table(f).getNativeTable()?.scrollTo({ key: 901 }))
      expect(scrolls).toHaveBeenLastCalledWith({ top: 900 * ROW })
      act(() => table(f).getNativeTable()?.scrollTo({ top: 120 }))
      expect(scrolls).toHaveBeenLastCalledWith({ top: 120 })
    })
  })

  describe('tree data', () => {
    const tree = [
      { id: 1, name: '框架协议', children: [{ id: 11, name: '订单一' }, { id: 12, name: '订单二', children: [{ id: 121, name: '补充' }] }] },
      { id: 2, name: '单项合同' },
    ]
    const treeForm = (options: Record<string, unknown> = {}) =>
      tableForm({ tableData: tree, tableColumns: [{ prop: 'name', label: '名称' }], showIndex: true, treeDataEnabled: true, ...options })
    const expand = (index: number) => fireEvent.click(bodyRows()[index].querySelector('.ant-table-row-expand-icon') as HTMLElement)

    it('shows rows with children as expandable rows numbered 1, 1.1, 1.2, 1.2.1, 2', () => {
      let f = renderForm(treeForm())
      expect(bodyRows().map((row) => withoutCheckbox(cellTexts(row)))).toEqual([['1', '框架协议'], ['2', '单项合同']])
      // the expand icon sits in the first data column, not in the narrow index column
      expect(bodyRows()[0].querySelectorAll('td')[2].querySelector('.ant-table-row-expand-icon')).not.toBeNull()
      f.unmount()
      f = renderForm(treeForm({ showCheckBox: false }))
      expect(bodyRows()[0].querySelectorAll('td')[1].querySelector('.ant-table-row-expand-icon')).not.toBeNull()
      expect(bodyRows()[1].querySelector('.ant-table-row-expand-icon-spaced')).not.toBeNull()
      expand(0)
      expand(2)
      expect(bodyRows().map((row) => cellTexts(row))).toEqual([
        ['1', '框架协议'],
        ['1.1', '订单一'],
        ['1.2', '订单二'],
        ['1.2.1', '补充'],
        ['2', '单项合同'],
      ])
    })

    it('checks the rows under a checked row', () => {
      const f = renderForm(treeForm({ onSelectionChange: `${ec}("sel", [selection.map(r => r.name), selectedIndices])` }))
      fireEvent.click(bodyRows()[0].querySelector('input[type="checkbox"]') as HTMLElement)
      expect(table(f).getSelectedRow().map((row) => row.name)).toEqual(expect.arrayContaining(['框架协议', '订单一', '订单二', '补充']))
      expect(table(f).getSelectedRow()).toHaveLength(4)
      // selectedIndices are positions in tableData: only top-level rows have one
      expect(f.api.getEC('sel')).toEqual([expect.any(Array), [0]])
      const box = (index: number) => bodyRows()[index].querySelector('input[type="checkbox"]') as HTMLInputElement
      fireEvent.click(box(0))
      expand(0)
      fireEvent.click(box(1))
      expect(table(f).getSelectedRow().map((row) => row.name)).toEqual(['订单一'])
      expect([box(0).checked, box(0).indeterminate]).toEqual([false, true])
    })

    it('reads children under childrenKey, and keeps rows flat without treeDataEnabled', () => {
      const renamed = [{ id: 1, name: '框架协议', items: [{ id: 11, name: '订单一' }] }]
      const f = renderForm(treeForm({ tableData: renamed, childrenKey: 'items' }))
      expand(0)
      expect(bodyRows().map((row) => cellTexts(row)[2])).toEqual(['框架协议', '订单一'])
      f.unmount()
      renderForm(treeForm({ treeDataEnabled: false }))
      expect(bodyRows().map((row) => withoutCheckbox(cellTexts(row)))).toEqual([['1', '框架协议'], ['2', '单项合同']])
      expect(root().querySelector('.ant-table-row-expand-icon')).toBeNull()
    })
  })

  it('renders column render scripts with (h, params)', () => {
    renderForm(tableForm({ tableColumns: [{ prop: 'name', label: '名称', render: 'return h("b", { className: "who" }, params.row.name + "!")' }] }))
    expect(root().querySelector('b.who')?.textContent).toBe('甲!')
  })
})

describe('data sources of the data table and of option fields', () => {
  let server: DataTestServer
  beforeAll(async () => (server = await startDataTestServer(45)))
  afterAll(() => server.close())

  const sources = () => [
    {
      uniqueName: 'contractPage',
      requestURL: 'DSV.base + "/rows"',
      requestURLType: 'Variable',
      requestMethod: 'get',
      headers: [],
      params: [
        { name: 'currentPage', type: 'Variable', value: 'DSV.currentPage' },
        { name: 'pageSize', type: 'Variable', value: 'DSV.pageSize' },
        { name: 'widget', type: 'Variable', value: 'DSV.widgetName' },
      ],
      data: [],
    },
    { uniqueName: 'depts', requestURL: 'DSV.base + "/depts"', requestURLType: 'Variable', requestMethod: 'get', headers: [], params: [], data: [] },
    { uniqueName: 'broken', requestURL: 'DSV.base + "/fail"', requestURLType: 'Variable', requestMethod: 'get', headers: [], params: [], data: [] },
  ]

  it('loads a page through the data source and reloads on paging with pageSize and currentPage', async () => {
    const f = renderForm(
      tableForm({ dsEnabled: true, dsName: 'contractPage', tableData: [], tableColumns: [{ prop: 'name', label: '名称' }], pagination: { pageSize: 20, currentPage: 1, pageSizes: [20], total: 0 } }, { dataSources: sources() }),
      { globalDsv: { base: server.url } },
    )
    await waitFor(() => expect(bodyRows()).toHaveLength(20))
    expect(root().querySelector('.tfr-pagination-total')?.textContent).toBe('共 45 条')
    const first = server.queries.at(-1) as URLSearchParams
    expect([first.get('currentPage'), first.get('pageSize'), first.get('widget')]).toEqual(['1', '20', 'contracts'])
    fireEvent.click(root().querySelector('.ant-pagination-item-3') as HTMLElement)
    await waitFor(() => expect(bodyRows().map((row) => cellTexts(row)[1])).toEqual(['合同41', '合同42', '合同43', '合同44', '合同45']))
    expect(server.queries.at(-1)?.get('currentPage')).toBe('3')
    expect(table(f).getPagination()).toMatchObject({ currentPage: 3, total: 45 })
  })

  it('sorts a data source that pages on the server: sortField / sortOrder in the DSV, back to page 1', async () => {
    const source = sources()[0]
    source.params.push({ name: 'sortField', type: 'Variable', value: 'DSV.sortField' }, { name: 'sortOrder', type: 'Variable', value: 'DSV.sortOrder' })
    const f = renderForm(
      tableForm(
        { dsEnabled: true, dsName: 'contractPage', tableData: [], tableColumns: [{ prop: 'id', label: '编号', sortable: true }, { prop: 'name', label: '名称' }], pagination: { pageSize: 20, currentPage: 1, pageSizes: [20], total: 0 } },
        { dataSources: [source] },
      ),
      { globalDsv: { base: server.url } },
    )
    await waitFor(() => expect(bodyRows()).toHaveLength(20))
    expect(server.queries.at(-1)?.has('sortField')).toBe(false)
    fireEvent.click(root().querySelector('.ant-pagination-item-2') as HTMLElement)
    await waitFor(() => expect(cellTexts(bodyRows()[0])[1]).toBe('21'))
    const sorter = [...root().querySelectorAll<HTMLElement>('thead th')].find((th) => th.textContent?.includes('编号')) as HTMLElement
    fireEvent.click(sorter)
    await waitFor(() => expect(server.queries.at(-1)?.get('sortOrder')).toBe('asc'))
    expect([server.queries.at(-1)?.get('sortField'), server.queries.at(-1)?.get('currentPage')]).toEqual(['id', '1'])
    await waitFor(() => expect(cellTexts(bodyRows()[0])[1]).toBe('1'))
    fireEvent.click(sorter)
    // the rows come in the server's order; the table does not re-sort the page
    await waitFor(() => expect(bodyRows().slice(0, 3).map((row) => cellTexts(row)[1])).toEqual(['45', '44', '43']))
    expect(server.queries.at(-1)?.get('sortOrder')).toBe('desc')
    fireEvent.click(root().querySelector('.ant-pagination-item-2') as HTMLElement)
    await waitFor(() => expect(cellTexts(bodyRows()[0])[1]).toBe('25'))
    expect([server.queries.at(-1)?.get('sortOrder'), server.queries.at(-1)?.get('currentPage')]).toEqual(['desc', '2'])
    fireEvent.click(sorter)
    await waitFor(() => expect(server.queries.at(-1)?.has('sortField')).toBe(false))
    expect(table(f).getPagination().currentPage).toBe(1)
  })

  it('fills option fields from dsEnabled sources with labelKey / valueKey; executeDataSource on the form ref', async () => {
    const f = renderForm(form([field('select', 'dept', { dsEnabled: true, dsName: 'depts', labelKey: 'name', valueKey: 'id' })], { dataSources: sources() }), {
      globalDsv: { base: server.url },
    })
    const ref = f.api.getWidgetRef('dept') as FieldRef
    await waitFor(() => expect(ref.getOptionItems().map((item) => [item.label, item.value])).toEqual([['法务部', 1], ['财务部', 2]]))
    await expect(f.api.executeDataSource('depts')).resolves.toEqual([{ id: 1, name: '法务部' }, { id: 2, name: '财务部' }])
  })

  it('draws radio and checkbox options from a source; a picked value is no static option and still validates', async () => {
    const ds = { dsEnabled: true, dsName: 'depts', labelKey: 'name', valueKey: 'id' }
    const f = renderForm(form([field('radio', 'owner', ds), field('checkbox', 'helpers', ds)], { dataSources: sources() }), { globalDsv: { base: server.url } })
    const labels = (name: string) => [...(f.field(name)?.querySelectorAll('label') ?? [])].map((label) => label.textContent).filter((text) => text !== name)
    await waitFor(() => expect([labels('owner'), labels('helpers')]).toEqual([['法务部', '财务部'], ['法务部', '财务部']]))
    fireEvent.click(within(f.field('owner')!).getByLabelText('财务部'))
    fireEvent.click(within(f.field('helpers')!).getByLabelText('法务部'))
    await expect(f.run((api) => api.getFormData())).resolves.toMatchObject({ owner: 2, helpers: [1] })
  })

  it('shows a failing data handler\'s own message, without the engine\'s framing', async () => {
    const failing = { ...sources()[0], dataHandlerCode: 'throw new Error("合同数据加载失败")' }
    renderForm(tableForm({ dsEnabled: true, dsName: 'contractPage', tableData: [] }, { dataSources: [failing] }), { globalDsv: { base: server.url } })
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toBe('合同数据加载失败'))
    await settle()
  })

  it('shows the error message of a failing source', async () => {
    const f = renderForm(form([field('select', 'dept', { dsEnabled: true, dsName: 'broken' })], { dataSources: sources() }), { globalDsv: { base: server.url } })
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('Request failed with status code 500'))
    expect((f.api.getWidgetRef('dept') as FieldRef).getOptionItems()).toEqual([])
    await settle()
  })
})
