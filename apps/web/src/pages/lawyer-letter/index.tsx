import { PageIntro } from '../../shared'

export default function LawyerLetterPage() {
  return <PageIntro title="律师函" description="查看与合同关联的律师函。" />
}
