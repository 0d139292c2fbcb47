export { ExpiryTag, SealTag, StatusTag } from './RecordTags'
export { rememberListReturn, returnPathFor } from './listReturn'
export { RECORD_PAGES, recordPath } from './recordPath'
