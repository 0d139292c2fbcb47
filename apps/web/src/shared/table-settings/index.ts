export { TableToolbar } from './TableToolbar'
export { useTableSettings } from './useTableSettings'
export { arrangeColumns, visibleColumns } from './tableSettings'
export type { ColumnChoice, Density, TableSettings } from './tableSettings'
