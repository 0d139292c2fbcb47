export { RecordView } from './RecordView'
