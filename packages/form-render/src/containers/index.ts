export { containerRenderers } from './containerRenderers'
export { DataTableRefImpl } from './data-table'
