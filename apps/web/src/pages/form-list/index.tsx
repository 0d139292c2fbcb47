import { PageIntro } from '../../shared'

export default function FormListPage() {
  return <PageIntro title="表单管理" description="表单库尚未开放。表单以 VForm JSON 编写，可在表单渲染演示页（/contract/web/playground.html）载入、试填与校验。" />
}
