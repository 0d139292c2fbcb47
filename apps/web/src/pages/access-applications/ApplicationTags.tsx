import { Tag } from 'antd'
import type { Application } from '../../api'

/** The outcome as the applicant cares about it: an approved grant is 生效中, 未生效 or 已过期. */
export function ApplicationStatusTag({ application }: { application: Application }) {
  if (application.status === 'pending') return <Tag color="processing">{application.statusName}</Tag>
  if (application.status === 'rejected') return <Tag color="error">{application.statusName}</Tag>
  if (application.status === 'withdrawn') return <Tag>{application.statusName}</Tag>
  if (application.expired) return <Tag>{`${application.statusName} · 已过期`}</Tag>
  return (
    <Tag color="success">{`${application.statusName} · ${application.effective ? '生效中' : '未生效'}`}</Tag>
  )
}

export function ScopeTag({ application }: { application: Application }) {
  return <Tag color={application.scope === 'download' ? 'blue' : 'default'}>{application.scopeName}</Tag>
}
