import { RecordView } from '../contract-detail'

export default function PublicDocumentPage() {
  return <RecordView bizType={3} />
}
