import { ContractListPage } from './ContractListPage'

export default ContractListPage
export { amountColumn, contractColumns, signDateColumn } from './contractColumns'
export { ContractSearch } from './ContractSearch'
export { ContractTable } from './ContractTable'
export { SealTag, StatusTag } from './ContractTags'
export { failureText } from './failureText'
export { EMPTY_VALUE, formatCny, formatDate, formatDateTime, formatFileSize } from './format'
export { useListFilters } from './hooks/useListFilters'
export { PAGE_SIZES } from './listFilters'
export { PageCard } from './PageCard'
export { RECORD_PAGES, recordPath } from './recordPath'
