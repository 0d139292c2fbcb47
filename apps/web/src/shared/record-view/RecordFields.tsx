import { Descriptions, Typography } from 'antd'
import type { BizRecord } from '../../api'
import { EMPTY_VALUE, formatCny, formatDate, formatDateTime, formatSealedAt } from '../format'
import { SealTag, StatusTag } from '../records'
import type { RecordLabels } from './recordLabels'

interface RecordFieldsProps {
  record: BizRecord
  labels: RecordLabels
}

function period(record: BizRecord): string {
  if (!record.startDate && !record.endDate) return EMPTY_VALUE
  return `${formatDate(record.startDate)} 至 ${formatDate(record.endDate)}`
}

/** Numbers, amounts, dates and times read as one piece: they never break over two lines. */
const whole = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>

/** The record's own fields, seal state included. */
export function RecordFields({ record, labels }: RecordFieldsProps) {
  const items = [
    { key: 'number', label: labels.number, children: whole(record.contractNo) },
    { key: 'name', label: labels.name, children: record.contractName },
    { key: 'kind', label: '类别', children: record.contractTypeName || record.bizTypeName },
    { key: 'counterparty', label: labels.counterparty, children: record.counterparty },
    { key: 'department', label: '所属部门', children: record.department },
    { key: 'handler', label: '经办人', children: record.handlerName || EMPTY_VALUE },
    { key: 'amount', label: labels.amount, children: whole(formatCny(record.amount)) },
    { key: 'signDate', label: labels.signDate, children: whole(formatDate(record.signDate)) },
    { key: 'period', label: labels.period, children: whole(period(record)) },
    {
      key: 'status',
      label: '状态',
      children: <StatusTag status={record.status} label={record.statusName} />,
    },
    { key: 'sealed', label: '封存状态', children: <SealTag sealed={record.sealed} showUnsealed /> },
    {
      key: 'sealedAt',
      label: '封存时间',
      children: formatSealedAt(record.sealed, record.sealedAt, record.sealedBy),
    },
    { key: 'createdAt', label: '创建时间', children: whole(formatDateTime(record.createdAt)) },
    { key: 'updatedAt', label: '更新时间', children: whole(formatDateTime(record.updatedAt)) },
    {
      key: 'summary',
      label: labels.summary,
      span: 'filled' as const,
      children: record.summary ? (
        <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
          {record.summary}
        </Typography.Paragraph>
      ) : (
        EMPTY_VALUE
      ),
    },
  ]
  return (
    <Descriptions
      bordered
      size="middle"
      column={{ xs: 1, md: 2, xl: 3 }}
      styles={{ label: { whiteSpace: 'nowrap' } }}
      items={items}
    />
  )
}
