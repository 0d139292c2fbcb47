import { PageIntro } from '../../shared'

export default function AuthorizePage() {
  return <PageIntro title="合同授权" description="申请或授予合同的查阅权限。" />
}
