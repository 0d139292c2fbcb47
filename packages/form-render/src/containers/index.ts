export { containerRenderers } from './containerRenderers'
export { RowContext } from './grid-sub-form'
export { DataTableRefImpl } from './data-table'
