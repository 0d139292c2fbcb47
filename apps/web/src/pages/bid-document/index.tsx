import { RecordView } from '../../shared/record-view'

export default function BidDocumentPage() {
  return <RecordView bizType={2} />
}
