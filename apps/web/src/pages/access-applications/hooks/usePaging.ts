import { useState } from 'react'
import type { TablePaginationConfig } from 'antd'

const PAGE_SIZE = 10

/** Page state of a server-paged table and the antd pagination bound to it (the caller adds total). */
export function usePaging(): { pageIndex: number; pageSize: number; pagination: TablePaginationConfig } {
  const [pageIndex, setPageIndex] = useState(1)
  const [pageSize, setPageSize] = useState(PAGE_SIZE)
  return {
    pageIndex,
    pageSize,
    pagination: {
      current: pageIndex,
      pageSize,
      showSizeChanger: true,
      showTotal: (count) => `共 ${count} 条`,
      onChange: (page, size) => {
        setPageIndex(size === pageSize ? page : 1)
        setPageSize(size)
      },
    },
  }
}
