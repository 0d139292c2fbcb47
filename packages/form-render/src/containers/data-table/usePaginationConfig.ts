import type { DataTablePagination } from '@tandem/form-core'
import type { TablePaginationConfig } from 'antd'
import { useFormState } from '../../hooks'
import type { DataTableRefImpl } from './dataTableRef'

/**
 * antd pagination of a data-table. Full layout = VForm's "total, sizes, prev, pager, next, jumper";
 * small = "prev, pager, next" in the compact size. With a data source every change reloads the page.
 */
export function usePaginationConfig(ref: DataTableRefImpl, page: DataTablePagination, dsEnabled: boolean, rowCount: number, small: boolean): TablePaginationConfig {
  const { locale } = useFormState()
  const change = (currentPage: number, pageSize: number) => {
    const sizeChanged = pageSize !== page.pageSize
    const next = sizeChanged ? 1 : currentPage
    ref.setPagination({ currentPage: next, pageSize })
    ref.run(sizeChanged ? 'onPageSizeChange' : 'onCurrentPageChange', [pageSize, next])
    if (dsEnabled) ref.loadDataFromDS().catch(() => undefined)
  }
  const base: TablePaginationConfig = {
    current: page.currentPage,
    pageSize: page.pageSize,
    total: dsEnabled ? page.total : rowCount,
    onChange: change,
    showSizeChanger: false,
  }
  if (small) return { ...base, size: 'small' }
  return {
    ...base,
    pageSizeOptions: page.pageSizes,
    showSizeChanger: true,
    showQuickJumper: true,
    showTotal: (total) => (locale === 'en-US' ? `Total ${total}` : `共 ${total} 条`),
  }
}
