import type { DataTableColumn, DataTablePagination } from '@tandem/form-core'
import { ContainerRefImpl } from '../../runtime'
import type { FormRuntime } from '../../runtime'
import type { DataTableRef, NativeTableHandle } from '../../types'
import { pagination, tableColumns, tableData, type TableRow } from './tableOptions'

/** Array of rows from a data-source result: an array, or { records | list | rows | data, total }. */
function rowsOf(result: unknown): { rows: TableRow[]; total?: number } {
  if (Array.isArray(result)) return { rows: result as TableRow[] }
  if (result && typeof result === 'object') {
    const object = result as Record<string, unknown>
    const rows = [object.records, object.list, object.rows, object.data].find(Array.isArray) as TableRow[] | undefined
    if (rows) return { rows, total: typeof object.total === 'number' ? object.total : undefined }
  }
  throw new Error(`data-table: the data source did not return rows: ${JSON.stringify(result)?.slice(0, 80)}`)
}

/** The sort a data source is asked for: a column's prop and its direction. */
export interface DataTableSort {
  field: string
  order: 'asc' | 'desc'
}

/**
 * The data-table's ref (VForm Pro methods). Rows, columns and pagination are widget options in the
 * model; the selection lives here, shared by the component and scripts.
 */
export class DataTableRefImpl extends ContainerRefImpl implements DataTableRef {
  readonly #runtime: FormRuntime
  readonly #name: string
  readonly #listeners = new Set<() => void>()
  #selection: { rows: readonly TableRow[]; version: number } = { rows: [], version: 0 }
  #suppressSelection = false
  #native: NativeTableHandle | null = null
  #sort: DataTableSort | null = null
  #loads = 0

  constructor(runtime: FormRuntime, name: string) {
    super(runtime, name)
    this.#runtime = runtime
    this.#name = name
  }

  getTableColumns(): DataTableColumn[] {
    return structuredClone(tableColumns(this.#options()))
  }

  setTableColumns(columns: DataTableColumn[]): void {
    if (!Array.isArray(columns)) throw new TypeError('setTableColumns: columns must be an array')
    this.setWidgetOption('tableColumns', structuredClone(columns))
  }

  setTableColumnsHidden(names: string | string[], flag: boolean): void {
    const list = new Set(typeof names === 'string' ? [names] : names)
    this.setTableColumns(tableColumns(this.#options()).map((column) => (list.has(column.prop) ? { ...column, show: !flag } : column)))
  }

  async loadColumnsFromDS(localDsv: Record<string, unknown> = {}): Promise<void> {
    const result = await this.#execute(localDsv)
    if (!Array.isArray(result)) throw new Error('data-table: the data source did not return columns')
    this.setTableColumns(result as DataTableColumn[])
  }

  getTableData(): TableRow[] {
    return structuredClone(tableData(this.#options()))
  }

  setTableData(rows: TableRow[]): void {
    if (!Array.isArray(rows)) throw new TypeError('setTableData: rows must be an array')
    this.setWidgetOption('tableData', rows)
    this.#select([], false)
  }

  /**
   * Runs dsName with DSV + { widgetName, pageSize, currentPage } and, once a column is sorted,
   * { sortField, sortOrder }; a `total` in the result updates the pagination. When loads overlap
   * (quick paging or sorting) only the last one started fills the table.
   */
  async loadDataFromDS(localDsv: Record<string, unknown> = {}): Promise<void> {
    const { pageSize, currentPage } = this.getPagination()
    const sort = this.#sort ? { sortField: this.#sort.field, sortOrder: this.#sort.order } : {}
    const load = ++this.#loads
    const { rows, total } = rowsOf(await this.#execute({ ...sort, ...localDsv, pageSize, currentPage }))
    if (load !== this.#loads) return
    this.#runtime.model.batch(() => {
      this.setTableData(rows)
      if (total !== undefined) this.setPagination({ total })
    })
  }

  setPagination(value: Partial<DataTablePagination>): void {
    this.setWidgetOption('pagination', { ...pagination(this.#options()), ...value })
  }

  getPagination(): DataTablePagination {
    return { ...pagination(this.#options()) }
  }

  getSelectedRow(): TableRow[] {
    return [...this.#selection.rows]
  }

  getSelectedIndex(): number[] {
    const rows = tableData(this.#options())
    return this.#selection.rows.map((row) => rows.indexOf(row)).filter((index) => index >= 0)
  }

  getNativeTable(): NativeTableHandle | null {
    return this.#native
  }

  // ----- used by the component -----

  readonly subscribeSelection = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  readonly selection = (): { rows: readonly TableRow[]; version: number } => this.#selection

  /** The sort chosen in the table's headers, sent with the next loads. */
  setSort(sort: DataTableSort | null): void {
    this.#sort = sort
  }

  setNativeTable(handle: NativeTableHandle | null): void {
    this.#native = handle
  }

  /** A selection made in the table; onSelectionChange unless an operation button is being handled. */
  userSelect(rows: readonly TableRow[]): void {
    this.#select(rows, !this.#suppressSelection)
  }

  /** Runs onOperationButtonClick; selection events caused meanwhile (also by the same click) are not fired. */
  operationClick(buttonName: string, rowIndex: number, row: TableRow): void {
    this.#suppressSelection = true
    try {
      this.run('onOperationButtonClick', [buttonName, rowIndex, row])
    } finally {
      queueMicrotask(() => (this.#suppressSelection = false))
    }
  }

  /** A hook of the table's options (or the given body) with the table's ref as `this`. */
  run(hook: Parameters<FormRuntime['runScript']>[0], args: readonly unknown[], body: unknown = this.#options()[hook]): unknown {
    return this.#runtime.runScript(hook, body, this, args, this.#name)
  }

  #select(rows: readonly TableRow[], notify: boolean): void {
    this.#selection = { rows, version: this.#selection.version + 1 }
    for (const listener of this.#listeners) listener()
    if (notify) this.run('onSelectionChange', [this.getSelectedRow(), this.getSelectedIndex()])
  }

  #execute(localDsv: Record<string, unknown>): Promise<unknown> {
    const dsName = this.#options().dsName
    if (typeof dsName !== 'string' || dsName === '') return Promise.reject(new Error(`data-table ${this.#name}: no dsName`))
    return this.#runtime.api.executeDataSource(dsName, { ...localDsv, widgetName: this.#name })
  }

  #options() {
    return this.#runtime.model.getContainer(this.#name).options
  }
}
