import { RecordView } from './RecordView'

export default function ContractDetailPage() {
  return <RecordView bizType={1} />
}

export { RecordView }
