import { RecordView } from '../contract-detail'

export default function LawyerLetterPage() {
  return <RecordView bizType={4} />
}
