import { PageIntro } from '../../shared'

export default function PublicDocumentPage() {
  return <PageIntro title="公文" description="查看与合同关联的公文。" />
}
