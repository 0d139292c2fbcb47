import { PageIntro } from '../../shared'

export default function ContractDetailPage() {
  return <PageIntro title="合同详情" description="查看一份合同的基本信息、附件与流转记录。" />
}
