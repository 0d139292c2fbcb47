import { PageIntro } from '../../shared'

export default function FormDesignerPage() {
  return <PageIntro title="表单设计" description="以拖拽方式设计表单，并预览与导出表单 JSON。" />
}
