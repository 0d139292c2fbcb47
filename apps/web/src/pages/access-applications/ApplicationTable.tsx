import { Empty, Table, type TableProps } from 'antd'
import type { ColumnType } from 'antd/es/table'
import type { UseQueryResult } from '@tanstack/react-query'
import { failureText, type Application, type ApplicationPage } from '../../api'
import { applicationColumns } from './applicationColumns'
import type { usePaging } from './hooks/usePaging'

interface ApplicationTableProps {
  query: UseQueryResult<ApplicationPage>
  paging: ReturnType<typeof usePaging>
  before?: ColumnType<Application>[]
  /** Right after 申请单号, ahead of the wide columns, so they show without scrolling sideways. */
  leading?: ColumnType<Application>[]
  after?: ColumnType<Application>[]
  emptyText: string
  expandable?: TableProps<Application>['expandable']
}

/** A server-paged list of applications with the common columns between `before` and `after` (`leading` among them). */
export function ApplicationTable({
  query,
  paging,
  before = [],
  leading = [],
  after = [],
  emptyText,
  expandable,
}: ApplicationTableProps) {
  return (
    <Table<Application>
      rowKey="id"
      size="middle"
      loading={query.isFetching}
      dataSource={query.data?.list ?? []}
      columns={[...before, ...applicationColumns(leading), ...after]}
      expandable={expandable}
      pagination={{ ...paging.pagination, total: query.data?.total ?? 0 }}
      // Narrower screens scroll sideways with 申请单号 and 操作 pinned.
      // An empty table has nothing to reach by keyboard, so it does not scroll either.
      scroll={query.data?.list.length ? { x: 'max-content' } : undefined}
      locale={{
        emptyText:
          query.isPending && query.isFetching ? (
            <div aria-hidden style={{ minHeight: 96 }} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={query.isError ? failureText(query.error) : emptyText} />
          ),
      }}
    />
  )
}
