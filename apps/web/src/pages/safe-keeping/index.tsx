import { PageIntro } from '../../shared'

export default function SafeKeepingPage() {
  return <PageIntro title="合同封存" description="对已归档的合同进行封存与解封。" />
}
