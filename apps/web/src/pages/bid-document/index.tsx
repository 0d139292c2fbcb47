import { PageIntro } from '../../shared'

export default function BidDocumentPage() {
  return <PageIntro title="标书" description="查看与合同关联的标书。" />
}
