import { RecordView } from '../contract-detail'

export default function BidDocumentPage() {
  return <RecordView bizType={2} />
}
