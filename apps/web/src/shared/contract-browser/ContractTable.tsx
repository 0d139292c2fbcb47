import { Empty, Flex, Space, Table } from 'antd'
import type {
  ColumnType,
  SorterResult,
  TableCurrentDataSource,
  TablePaginationConfig,
  TableRowSelection,
} from 'antd/es/table/interface'
import type { ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { ContractListFilters, ContractListPage, ContractRow, SortField } from '../../api'
import { arrangeColumns, TableToolbar, useTableSettings, visibleColumns } from '../table-settings'
import { amountColumn, contractColumns, endDateColumn, signDateColumn } from './contractColumns'
import { formatDateTime } from '../format'
import { ExportButton } from './ExportButton'
import { PAGE_SIZES } from './listFilters'
import { rememberListReturn } from '../records/listReturn'
import { recordPath } from '../records/recordPath'

interface ContractTableProps {
  filters: ContractListFilters
  page: ContractListPage | undefined
  loading: boolean
  /** Shown instead of the empty hint when the query failed. */
  error: string | null
  onChange(next: ContractListFilters): void
  /** Columns after the common ones (e.g. actions). */
  extraColumns?: ColumnType<ContractRow>[]
  /** A click on a row opens the record (the number always links to it). */
  rowOpensRecord?: boolean
  /** Names the table's settings (density, columns) kept per user. */
  tableId: string
  onRefresh(): void
  /** Row checkboxes (kept across pages by the caller). */
  rowSelection?: TableRowSelection<ContractRow>
  /** Shown at the toolbar's start, e.g. what to do with the selected rows. */
  toolbarStart?: ReactNode
}

const SORTABLE: readonly SortField[] = ['signDate', 'amount', 'updatedAt']
// Without a choice the server sorts by last update, newest first.
const DEFAULT_SORT = { field: 'updatedAt', order: 'desc' } as const

const updatedAtColumn: ColumnType<ContractRow> = {
  key: 'updatedAt',
  title: '更新时间',
  dataIndex: 'updatedAt',
  width: 150,
  render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.updatedAt)}</span>,
}

export function ContractTable({
  filters,
  page,
  loading,
  error,
  onChange,
  extraColumns = [],
  rowOpensRecord = true,
  tableId,
  onRefresh,
  rowSelection,
  toolbarStart,
}: ContractTableProps) {
  const navigate = useNavigate()
  const location = useLocation()
  const [settings, setSettings] = useTableSettings(tableId)
  const sortField = filters.sortField ?? DEFAULT_SORT.field
  const sortOrder = filters.sortOrder ?? DEFAULT_SORT.order
  // 编号, 状态, 金额, then 名称: a record's state and amount show at 1280 px without scrolling, also beside 合同封存's pinned 操作.
  const [number, name, status, ...described] = contractColumns<ContractRow>(filters.keyword)
  const columns = [
    number,
    status,
    amountColumn<ContractRow>(),
    name,
    ...described,
    signDateColumn<ContractRow>(),
    endDateColumn<ContractRow>(),
    updatedAtColumn,
    ...extraColumns,
  ].map((column): ColumnType<ContractRow> =>
    SORTABLE.includes(column.key as SortField)
      ? {
          ...column,
          sorter: true,
          sortDirections: ['descend', 'ascend'],
          sortOrder: column.key === sortField ? (sortOrder === 'asc' ? 'ascend' : 'descend') : null,
        }
      : column,
  )

  function handleChange(
    pagination: TablePaginationConfig,
    _filters: unknown,
    sorter: SorterResult<ContractRow> | SorterResult<ContractRow>[],
    extra: TableCurrentDataSource<ContractRow>,
  ) {
    const pageSize = pagination.pageSize ?? filters.pageSize
    // antd reports the shown (default) sort with every page change, so only a 'sort' action is one.
    if (extra.action === 'sort') {
      const single = Array.isArray(sorter) ? sorter[0] : sorter
      const field = single?.order ? (single.columnKey as SortField) : undefined
      const order = single?.order === 'ascend' ? 'asc' : single?.order === 'descend' ? 'desc' : undefined
      onChange({ ...filters, sortField: field, sortOrder: order, pageSize, pageIndex: 1 })
      return
    }
    // A new page size starts from the first page.
    onChange({
      ...filters,
      pageSize,
      pageIndex: pageSize !== filters.pageSize ? 1 : (pagination.current ?? 1),
    })
  }

  return (
    <Table<ContractRow>
      rowKey="id"
      size={settings.density}
      columns={visibleColumns(columns, settings)}
      title={() => (
        <Flex justify="space-between" align="center" gap={8} wrap>
          <div>{toolbarStart}</div>
          <Space size={4} wrap>
            <ExportButton filters={filters} />
            <TableToolbar
              settings={settings}
              onChange={setSettings}
              choices={arrangeColumns(columns, settings.order)}
              onRefresh={onRefresh}
              refreshing={loading}
            />
          </Space>
        </Flex>
      )}
      dataSource={page?.list ?? []}
      rowSelection={rowSelection}
      loading={loading}
      // The sum of the column widths: narrower screens scroll sideways with 编号 and 操作 pinned.
      scroll={{ x: 'max-content' }}
      onChange={handleChange}
      onRow={
        rowOpensRecord
          ? (row) => ({
              onClick: () => {
                const target = recordPath(row.bizType, row.id)
                rememberListReturn(location, target)
                navigate(target)
              },
              style: { cursor: 'pointer' },
            })
          : undefined
      }
      locale={{
        // Until the first answer there is nothing to call empty: the spinner stands alone.
        emptyText:
          loading && !page ? (
            <div aria-hidden style={{ minHeight: 96 }} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={error ?? '没有符合条件的记录'} />
          ),
      }}
      pagination={{
        current: filters.pageIndex,
        pageSize: filters.pageSize,
        total: page?.total ?? 0,
        pageSizeOptions: PAGE_SIZES,
        showSizeChanger: true,
        showQuickJumper: true,
        showTotal: (total) =>
          page?.totalExact === false
            ? `约 ${total.toLocaleString('zh-CN')} 条`
            : `共 ${total.toLocaleString('zh-CN')} 条`,
      }}
    />
  )
}
