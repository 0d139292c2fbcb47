import { Space } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { Link, useLocation } from 'react-router'
import type { ContractRow } from '../../api'
import { ExpiryTag, SealTag, StatusTag } from '../records/RecordTags'
import { EllipsisText } from './EllipsisText'
import { KeywordHighlight } from './KeywordHighlight'
import { formatCny, formatDate } from '../format'
import { rememberListReturn } from '../records/listReturn'
import { recordPath } from '../records/recordPath'

type Row = Pick<
  ContractRow,
  | 'id'
  | 'bizType'
  | 'bizTypeName'
  | 'contractNo'
  | 'contractName'
  | 'counterparty'
  | 'department'
  | 'status'
  | 'statusName'
  | 'sealed'
> &
  Partial<Pick<ContractRow, 'amount' | 'signDate' | 'contractTypeName' | 'endDate' | 'expiry' | 'expiryName'>>

/** The record's number, linking to its page; 返回 there leads back to this list as it is. */
function RecordLink({ row, keyword }: { row: Row; keyword?: string }) {
  const location = useLocation()
  return (
    <Link
      to={recordPath(row.bizType, row.id)}
      onClick={(event) => {
        event.stopPropagation()
        rememberListReturn(location, recordPath(row.bizType, row.id))
      }}
    >
      <KeywordHighlight text={row.contractNo} keyword={keyword} />
    </Link>
  )
}

/**
 * The columns every contract table shows, keyed for sorting; the number links to the record's
 * page, and the searched `keyword` is marked where it matched. Tables add their own columns
 * (amount, dates, actions) and order them.
 */
export function contractColumns<T extends Row>(keyword?: string): ColumnType<T>[] {
  return [
    {
      key: 'contractNo',
      title: '编号',
      dataIndex: 'contractNo',
      // Pinned, so the row stays identifiable when the table scrolls sideways.
      fixed: 'left',
      width: 170,
      render: (_, row) => <RecordLink row={row} keyword={keyword} />,
    },
    {
      key: 'contractName',
      title: '名称',
      dataIndex: 'contractName',
      width: 220,
      ellipsis: true,
      render: (_, row) => (
        <EllipsisText full={row.contractName}>
          <KeywordHighlight text={row.contractName} keyword={keyword} />
        </EllipsisText>
      ),
    },
    {
      key: 'status',
      title: '状态',
      width: 170,
      render: (_, row) => (
        <Space size={0} style={{ whiteSpace: 'nowrap' }}>
          <StatusTag status={row.status} label={row.statusName} />
          <SealTag sealed={row.sealed} />
        </Space>
      ),
    },
    {
      key: 'bizType',
      title: '类别',
      width: 96,
      render: (_, row) => row.contractTypeName || row.bizTypeName,
    },
    {
      key: 'counterparty',
      title: '相对方',
      dataIndex: 'counterparty',
      width: 200,
      ellipsis: true,
      render: (_, row) => (
        <EllipsisText full={row.counterparty}>
          <KeywordHighlight text={row.counterparty} keyword={keyword} />
        </EllipsisText>
      ),
    },
    { key: 'department', title: '所属部门', dataIndex: 'department', width: 100 },
  ]
}

export const amountColumn = <T extends Row>(): ColumnType<T> => ({
  key: 'amount',
  title: '金额',
  dataIndex: 'amount',
  align: 'right',
  width: 150,
  // Amounts and dates are never cut: they keep one line at their column's width.
  render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatCny(row.amount)}</span>,
})

export const signDateColumn = <T extends Row>(): ColumnType<T> => ({
  key: 'signDate',
  title: '签订日期',
  dataIndex: 'signDate',
  width: 110,
  render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.signDate)}</span>,
})

/** 到期日期 with 即将到期 / 已到期 beside it for records still in force. */
export const endDateColumn = <T extends Row>(): ColumnType<T> => ({
  key: 'endDate',
  title: '到期日期',
  dataIndex: 'endDate',
  width: 190,
  render: (_, row) => (
    <Space size={4} style={{ whiteSpace: 'nowrap' }}>
      {formatDate(row.endDate)}
      {row.expiry && <ExpiryTag expiry={row.expiry} label={row.expiryName ?? ''} />}
    </Space>
  ),
})
