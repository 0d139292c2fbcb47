import { Badge, message, Tabs, type TabsProps } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { APPROVE_CODE, pendingApplicationsQuery, userMenusQuery } from '../../api'
import { tandemConfig } from '../../config'
import { PageCard } from '../../shared'
import { ApplicationForm } from './ApplicationForm'
import { MyApplications } from './MyApplications'
import { PendingApplications } from './PendingApplications'

const TABS = ['apply', 'mine', 'pending'] as const
type Tab = (typeof TABS)[number]

/** Apply for access, follow one's applications and, for approvers, decide pending ones. */
export function AccessApplicationsPage() {
  const [search, setSearch] = useSearchParams()
  const menus = useQuery(userMenusQuery(tandemConfig.contractSystemId))
  const approver = menus.data?.menuCodeList.includes(APPROVE_CODE) ?? false
  const pendingCount =
    useQuery({ ...pendingApplicationsQuery({ pageIndex: 1, pageSize: 1 }), enabled: approver }).data?.total ??
    0
  const requested = search.get('tab') as Tab | null
  const active: Tab =
    requested && TABS.includes(requested) && (requested !== 'pending' || approver) ? requested : 'apply'
  const show = (tab: Tab) => setSearch(tab === 'apply' ? {} : { tab })
  const [messageApi, messageHolder] = message.useMessage()
  const submitted = (applyNo: string) => {
    void messageApi.success(`申请已提交，单号 ${applyNo}`)
    show('mine')
  }

  const items: NonNullable<TabsProps['items']> = [
    { key: 'apply', label: '申请授权', children: <ApplicationForm onSubmitted={(application) => submitted(application.applyNo)} /> },
    { key: 'mine', label: '我的申请', children: <MyApplications /> },
  ]
  if (approver) {
    items.push({
      key: 'pending',
      label: (
        <Badge count={pendingCount} size="small" offset={[8, -2]}>
          待我审批
        </Badge>
      ),
      children: <PendingApplications />,
    })
  }

  return (
    <PageCard title="合同授权">
      {messageHolder}
      <Tabs activeKey={active} onChange={(key) => show(key as Tab)} items={items} destroyOnHidden />
    </PageCard>
  )
}
