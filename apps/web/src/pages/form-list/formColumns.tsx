import { Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import type { FormStatus, FormSummary } from '../../api'
import { formatDateTime } from '../../shared'
import { bizTypeNames } from '@tandem/api-contract/vocabulary'

const STATUS_COLORS: Record<FormStatus, string> = {
  draft: 'default',
  published: 'success',
  disabled: 'warning',
}

/** The data columns of the form table (the actions column is added by the page). */
export const formColumns: ColumnsType<FormSummary> = [
  { title: '名称', dataIndex: 'name', key: 'name' },
  { title: '编码', dataIndex: 'code', key: 'code' },
  { title: '分类', dataIndex: 'category', key: 'category' },
  {
    title: '版本',
    key: 'version',
    render: (_, form) => (form.latestVersion === null ? '未发布' : `第 ${form.latestVersion} 版`),
  },
  {
    title: '状态',
    key: 'status',
    render: (_, form) => <Tag color={STATUS_COLORS[form.status]}>{form.statusName}</Tag>,
  },
  {
    title: '绑定',
    key: 'bound',
    render: (_, form) => form.boundBizTypes.map((kind) => <Tag key={kind}>{bizTypeNames[kind]}</Tag>),
  },
  { title: '修改人', key: 'updatedBy', render: (_, form) => form.updatedBy?.name ?? '' },
  { title: '修改时间', key: 'updatedAt', render: (_, form) => formatDateTime(form.updatedAt) },
]
