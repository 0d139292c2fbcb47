import { CheckOutlined, CloseOutlined } from '@ant-design/icons'
import { Button, message, Space } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { pendingApplicationsQuery } from '../../api'
import { ApplicationTable } from './ApplicationTable'
import { DecisionDialog, type PendingDecision } from './DecisionDialog'
import { usePaging } from './hooks/usePaging'

/** Applications waiting for an approver, oldest first. */
export function PendingApplications() {
  const paging = usePaging()
  const query = useQuery(pendingApplicationsQuery({ pageIndex: paging.pageIndex, pageSize: paging.pageSize }))
  const [pending, setPending] = useState<PendingDecision | null>(null)
  const [messageApi, messageHolder] = message.useMessage()

  return (
    <>
      {messageHolder}
      <ApplicationTable
        query={query}
        paging={paging}
        before={[
          {
            key: 'applicant',
            title: '申请人',
            width: 140,
            render: (_, application) =>
              `${application.applicant.name}（${application.applicant.departmentName}）`,
          },
        ]}
        after={[
          {
            key: 'actions',
            title: '操作',
            fixed: 'right',
            width: 150,
            render: (_, application) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  icon={<CheckOutlined />}
                  onClick={() => setPending({ application, decision: 'approved' })}
                >
                  通过
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  icon={<CloseOutlined />}
                  onClick={() => setPending({ application, decision: 'rejected' })}
                >
                  驳回
                </Button>
              </Space>
            ),
          },
        ]}
        emptyText="没有待审批的申请"
      />
      <DecisionDialog
        pending={pending}
        onClose={() => setPending(null)}
        onDecided={(application) => {
          setPending(null)
          void messageApi.success(
            `已${application.status === 'rejected' ? '驳回' : '通过'}申请 ${application.applyNo}`,
          )
        }}
      />
    </>
  )
}
