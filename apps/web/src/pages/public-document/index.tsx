import { RecordView } from '../../shared/record-view'

export default function PublicDocumentPage() {
  return <RecordView bizType={3} />
}
