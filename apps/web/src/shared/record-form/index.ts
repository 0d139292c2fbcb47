export { FormReadView } from './FormReadView'
export { printPath } from './printPath'
export { RecordFormTab } from './RecordFormTab'
