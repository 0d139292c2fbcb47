import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { container, field, form, renderForm, settle } from '../../test-support/renderForm'
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
const colWidths = () => [...root().querySelectorAll<HTMLElement>('colgroup col')].map((col) => col.style.width)
const table = (f: { api: { getWidgetRef(name: string): unknown } }) => f.api.getWidgetRef('contracts') as DataTableRef
const ec = 'this.getFormRef().addEC'

describe('data-table', () => {
  it('shows formatted columns, centred by default, with the index column 50 wide and the selection column 42', () => {
    renderForm(tableForm({ showIndex: true }))
    expect(cellTexts(bodyRows()[0]).slice(1)).toEqual(['1', '甲', '¥1,200.50', '2024年01月02日'])
    expect(colWidths().slice(0, 3)).toEqual(['42px', '50px', '120px'])
    const cells = bodyRows()[0].querySelectorAll<HTMLElement>('td')
    expect(cells[2].style.textAlign).toBe('center')
    expect(cells[3].style.textAlign).toBe('right')
  })

  it('widens the selection column to 53 with a summary row', () => {
    renderForm(tableForm({ showSummary: true }))
    expect(colWidths()[0]).toBe('53px')
    expect(root().querySelector('.ant-table-summary')?.textContent).toContain('1237.5')
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
    expect(pager().querySelector('.ant-pagination-total-text')?.textContent).toBe('共 45 条')
    expect(pager().querySelector('.ant-pagination-options-size-changer')).not.toBeNull()
    expect(pager().querySelector('.ant-pagination-options-quick-jumper')).not.toBeNull()
    expect(bodyRows()).toHaveLength(10)
    f.unmount()
    renderForm(tableForm({ tableData: many, smallPagination: true, pagination: { pageSize: 10, currentPage: 1, pageSizes: [10], total: 0 } }))
    expect(pager().className).toMatch(/ant-pagination-(mini|small)/)
    expect(pager().querySelector('.ant-pagination-total-text')).toBeNull()
    expect(pager().querySelector('.ant-pagination-options-quick-jumper')).toBeNull()
    expect(pager().querySelector('.ant-pagination-next')).not.toBeNull()
  })

  it('pages and fires onCurrentPageChange(pageSize, currentPage)', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ name: `r${i}` }))
    const f = renderForm(tableForm({ tableData: many, showIndex: true, pagination: { pageSize: 10, currentPage: 1, pageSizes: [10], total: 0 }, onCurrentPageChange: `${ec}("page", [pageSize, currentPage])` }))
    fireEvent.click(root().querySelector('.ant-pagination-item-3') as HTMLElement)
    expect(f.api.getEC('page')).toEqual([10, 3])
    expect(bodyRows().map((row) => row.querySelectorAll('td')[1].textContent)).toEqual(['21', '22', '23', '24', '25'])
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
    expect(root().querySelector('.ant-pagination-total-text')?.textContent).toBe('共 45 条')
    const first = server.queries.at(-1) as URLSearchParams
    expect([first.get('currentPage'), first.get('pageSize'), first.get('widget')]).toEqual(['1', '20', 'contracts'])
    fireEvent.click(root().querySelector('.ant-pagination-item-3') as HTMLElement)
    await waitFor(() => expect(bodyRows().map((row) => cellTexts(row)[1])).toEqual(['合同41', '合同42', '合同43', '合同44', '合同45']))
    expect(server.queries.at(-1)?.get('currentPage')).toBe('3')
    expect(table(f).getPagination()).toMatchObject({ currentPage: 3, total: 45 })
  })

  it('fills option fields from dsEnabled sources with labelKey / valueKey; executeDataSource on the form ref', async () => {
    const f = renderForm(form([field('select', 'dept', { dsEnabled: true, dsName: 'depts', labelKey: 'name', valueKey: 'id' })], { dataSources: sources() }), {
      globalDsv: { base: server.url },
    })
    const ref = f.api.getWidgetRef('dept') as FieldRef
    await waitFor(() => expect(ref.getOptionItems().map((item) => [item.label, item.value])).toEqual([['法务部', 1], ['财务部', 2]]))
    await expect(f.api.executeDataSource('depts')).resolves.toEqual([{ id: 1, name: '法务部' }, { id: 2, name: '财务部' }])
  })

  it('shows the error message of a failing source', async () => {
    const f = renderForm(form([field('select', 'dept', { dsEnabled: true, dsName: 'broken' })], { dataSources: sources() }), { globalDsv: { base: server.url } })
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('Request failed with status code 500'))
    expect((f.api.getWidgetRef('dept') as FieldRef).getOptionItems()).toEqual([])
    await settle()
  })
})
