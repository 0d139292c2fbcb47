import { RecordView } from '../../shared/record-view'

export default function ContractDetailPage() {
  return <RecordView bizType={1} />
}
