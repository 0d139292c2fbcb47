export { runFormDataSource } from './runFormDataSource'
export { loadFieldOptions } from './loadFieldOptions'
export { useFieldDataSources } from './useFieldDataSources'
