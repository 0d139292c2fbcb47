import { PageIntro } from '../../shared'

export default function ContractListPage() {
  return <PageIntro title="合同查询" description="按合同编号、名称、部门等条件查询合同，并进入合同详情及其标书、公文、律师函。" />
}
