export { DataTableContainer } from './DataTableContainer'
export { DataTableRefImpl } from './dataTableRef'
export { DATE_FORMATS, NUMBER_FORMATS, formatCell } from './columnFormats'
