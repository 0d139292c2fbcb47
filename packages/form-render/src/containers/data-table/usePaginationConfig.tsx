import type { DataTablePagination } from '@tandem/form-core'
import { Select, type TablePaginationConfig } from 'antd'
import { useFormState } from '../../hooks'
import type { DataTableRefImpl } from './dataTableRef'

const TEXTS = {
  'zh-CN': { total: (total: number) => `共 ${total} 条`, perPage: (size: number) => `${size} 条/页`, sizes: '每页条数' },
  'en-US': { total: (total: number) => `Total ${total}`, perPage: (size: number) => `${size} / page`, sizes: 'Page size' },
}

/**
 * antd pagination of a data-table. Full layout = VForm's "total, sizes, prev, pager, next, jumper":
 * antd puts its size changer after next, so the sizes select is drawn with the total, which antd
 * puts first. Small = "prev, pager, next" in the compact size. With a data source every change
 * reloads the page.
 */
export function usePaginationConfig(ref: DataTableRefImpl, page: DataTablePagination, dsEnabled: boolean, rowCount: number, small: boolean): TablePaginationConfig {
  const { locale } = useFormState()
  const texts = TEXTS[locale === 'en-US' ? 'en-US' : 'zh-CN']
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
    showQuickJumper: true,
    showTotal: (total) => (
      <>
        <span className="tfr-pagination-total">{texts.total(total)}</span>
        <Select
          className="tfr-pagination-sizes"
          aria-label={texts.sizes}
          value={page.pageSize}
          options={page.pageSizes.map((size) => ({ value: size, label: texts.perPage(size) }))}
          popupMatchSelectWidth={false}
          onChange={(size: number) => change(page.currentPage, size)}
        />
      </>
    ),
  }
}
