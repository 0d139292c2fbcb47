import { Alert, Empty, Skeleton, Table, Tag } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { failureText, formComparisonQuery, type ComparedField } from '../../api'

interface Row extends ComparedField {
  key: string
  kind: 'added' | 'removed' | 'changed'
  detail: string
}

const KIND = {
  added: { label: '新增', color: 'success' },
  removed: { label: '删除', color: 'error' },
  changed: { label: '修改', color: 'processing' },
} as const
const show = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '（空）'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value)
const place = (field: ComparedField) =>
  field.subFormName ? `${field.subFormName} / ${field.name}` : field.name

/** Fields added, removed and changed between two versions, with their labels and the option values before and after. */
export function VersionComparison({ formId, from, to }: { formId: number; from: number; to: number }) {
  const query = useQuery(formComparisonQuery(formId, from, to))
  if (query.isError) return <Alert type="error" showIcon title={failureText(query.error)} />
  if (!query.data) return <Skeleton active />
  const { added, removed, changed } = query.data
  const rows: Row[] = [
    ...added.map((field) => ({
      ...field,
      key: `a-${place(field)}`,
      kind: 'added' as const,
      detail: field.type,
    })),
    ...removed.map((field) => ({
      ...field,
      key: `r-${place(field)}`,
      kind: 'removed' as const,
      detail: field.type,
    })),
    ...changed.map((field) => ({
      ...field,
      key: `c-${place(field)}`,
      kind: 'changed' as const,
      detail: field.changes
        .map((change) => `${change.option}：${show(change.before)} → ${show(change.after)}`)
        .join('；'),
    })),
  ]
  if (rows.length === 0) return <Empty description={`第 ${from} 版与第 ${to} 版的字段相同`} />
  return (
    <Table<Row>
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        {
          title: '变化',
          key: 'kind',
          render: (_, row) => <Tag color={KIND[row.kind].color}>{KIND[row.kind].label}</Tag>,
        },
        { title: '字段', key: 'name', render: (_, row) => place(row) },
        { title: '标签', dataIndex: 'label', key: 'label' },
        { title: '说明', dataIndex: 'detail', key: 'detail' },
      ]}
    />
  )
}
