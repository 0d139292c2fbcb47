import { Space, Typography } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { Link } from 'react-router'
import type { Application } from '../../api'
import { formatDate, formatDateTime, recordPath } from '../../shared'
import { ScopeTag } from './ApplicationTags'

/**
 * Columns both application lists show, `leading` right after the pinned 申请单号, then 有效期, so
 * both show at 1280 px beside the pinned 操作 column without scrolling sideways.
 */
export function applicationColumns(leading: ColumnType<Application>[] = []): ColumnType<Application>[] {
  return [
    { key: 'applyNo', title: '申请单号', dataIndex: 'applyNo', width: 190, fixed: 'left' },
    ...leading,
    {
      key: 'period',
      title: '有效期',
      width: 200,
      render: (_, application) => (
        <span style={{ whiteSpace: 'nowrap' }}>{`${formatDate(application.validFrom)} 至 ${formatDate(application.validUntil)}`}</span>
      ),
    },
    {
      key: 'contracts',
      title: '合同',
      width: 280,
      render: (_, application) => (
        <Space orientation="vertical" size={0}>
          {application.contracts.map((contract) => (
            <Link key={contract.id} to={recordPath(contract.bizType, contract.id)}>
              {`${contract.contractNo} ${contract.contractName}`}
            </Link>
          ))}
        </Space>
      ),
    },
    {
      key: 'grantees',
      title: '授权对象',
      width: 160,
      render: (_, application) =>
        application.grantees
          .map((grantee) => (grantee.type === 'department' ? `${grantee.name}（部门）` : grantee.name))
          .join('、'),
    },
    {
      key: 'scope',
      title: '权限',
      width: 80,
      render: (_, application) => <ScopeTag application={application} />,
    },
    {
      key: 'reason',
      title: '申请理由',
      ellipsis: true,
      render: (_, application) => (
        <Typography.Text ellipsis={{ tooltip: application.reason }}>{application.reason}</Typography.Text>
      ),
    },
    {
      key: 'createdAt',
      title: '提交时间',
      width: 150,
      render: (_, application) => formatDateTime(application.createdAt),
    },
  ]
}
