import { PageIntro } from '../../shared'

export default function FormListPage() {
  return <PageIntro title="表单管理" description="管理表单库：新建、编辑、复制与删除表单。" />
}
