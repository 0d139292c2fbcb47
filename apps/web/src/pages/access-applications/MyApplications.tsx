import { message, Typography } from 'antd'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { myApplicationsQuery, userInfoQuery } from '../../api'
import { EMPTY_VALUE, formatDateTime, markDecisionsSeen } from '../../shared'
import { ApplicationStatusTag } from './ApplicationTags'
import { ApplicationSteps } from './ApplicationSteps'
import { ApplicationTable } from './ApplicationTable'
import { usePaging } from './hooks/usePaging'
import { WithdrawButton } from './WithdrawButton'

/** The signed-in user's applications with their outcome; a row unfolds into its steps. */
export function MyApplications() {
  const paging = usePaging()
  const query = useQuery(myApplicationsQuery({ pageIndex: paging.pageIndex, pageSize: paging.pageSize }))
  const { data: user } = useSuspenseQuery(userInfoQuery())
  const [messageApi, messageHolder] = message.useMessage()
  // Looking at the list is seeing its decisions: the notice on 合同授权 goes away.
  useEffect(() => {
    if (query.data) markDecisionsSeen(user.userId)
  }, [query.data, user.userId])
  return (
    <>
      {messageHolder}
      <ApplicationTable
        query={query}
        paging={paging}
        leading={[
          {
            key: 'status',
            title: '状态',
            width: 140,
            render: (_, application) => <ApplicationStatusTag application={application} />,
          },
        ]}
        after={[
          {
            key: 'decision',
            title: '审批意见',
            width: 180,
            render: (_, application) => {
              if (!application.approver) return EMPTY_VALUE
              const text = `${application.approver.name}${application.approverComment ? `：${application.approverComment}` : ''}`
              return <Typography.Text ellipsis={{ tooltip: text }}>{text}</Typography.Text>
            },
          },
          {
            key: 'decidedAt',
            title: '处理时间',
            width: 150,
            render: (_, application) =>
              application.decidedAt ? formatDateTime(application.decidedAt) : EMPTY_VALUE,
          },
          {
            key: 'actions',
            title: '操作',
            fixed: 'right',
            width: 90,
            render: (_, application) =>
              application.status === 'pending' ? (
                <WithdrawButton
                  application={application}
                  onWithdrawn={(done) => void messageApi.success(`已撤回申请 ${done.applyNo}`)}
                />
              ) : null,
          },
        ]}
        expandable={{ expandedRowRender: (application) => <ApplicationSteps application={application} /> }}
        emptyText="还没有提交过申请"
      />
    </>
  )
}
