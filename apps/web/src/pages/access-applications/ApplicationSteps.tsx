import { Steps } from 'antd'
import type { Application } from '../../api'
import { formatDate, formatDateTime } from '../../shared'

/** 提交申请 → 审批 → 授权生效 / 已驳回; or 提交申请 → 已撤回. */
export function ApplicationSteps({ application }: { application: Application }) {
  if (application.status === 'withdrawn') {
    return (
      <Steps
        size="small"
        current={1}
        items={[
          { title: '提交申请', content: `${application.applicant.name} · ${formatDateTime(application.createdAt)}` },
          { title: '已撤回', content: `${application.applicant.name} · ${formatDateTime(application.decidedAt)}` },
        ]}
      />
    )
  }
  const decided = application.status !== 'pending'
  const rejected = application.status === 'rejected'
  return (
    <Steps
      size="small"
      current={decided ? 2 : 1}
      status={rejected ? 'error' : decided ? 'finish' : 'process'}
      items={[
        {
          title: '提交申请',
          content: `${application.applicant.name} · ${formatDateTime(application.createdAt)}`,
        },
        {
          title: decided ? '审批完成' : '等待审批',
          content: decided
            ? `${application.approver?.name ?? ''} · ${formatDateTime(application.decidedAt)}${application.approverComment ? `：${application.approverComment}` : ''}`
            : '待授权审批人处理',
        },
        {
          title: rejected ? '已驳回' : '授权生效',
          content: rejected
            ? '未授予访问权限'
            : `${formatDate(application.validFrom)} 至 ${formatDate(application.validUntil)}`,
        },
      ]}
    />
  )
}
