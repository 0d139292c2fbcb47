export { loadFieldOptions } from './loadFieldOptions'
export { useFieldDataSources } from './useFieldDataSources'
