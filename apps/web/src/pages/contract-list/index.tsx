import { ContractListPage } from './ContractListPage'

export default ContractListPage
export { amountColumn, contractColumns, signDateColumn } from './contractColumns'
export { ContractBrowser } from './ContractBrowser'
export { SealTag, StatusTag } from './ContractTags'
export { EMPTY_VALUE, formatCny, formatDate, formatDateTime, formatFileSize, formatSealedAt } from './format'
export { PageCard } from './PageCard'
export { returnPathFor } from './listReturn'
export { RECORD_PAGES, recordPath } from './recordPath'
