import { RecordView } from '../../shared/record-view'

export default function LawyerLetterPage() {
  return <RecordView bizType={4} />
}
