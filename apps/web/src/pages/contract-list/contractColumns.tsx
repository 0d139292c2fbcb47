import { Space } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { Link } from 'react-router'
import type { ContractRow } from '../../api'
import { SealTag, StatusTag } from './ContractTags'
import { formatCny, formatDate } from './format'
import { recordPath } from './recordPath'

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
  Partial<Pick<ContractRow, 'amount' | 'signDate' | 'contractTypeName'>>

/**
 * The columns every contract table shows, keyed for sorting; the number links to the record's
 * page. Tables add their own columns (dates, actions) around them.
 */
export function contractColumns<T extends Row>(): ColumnType<T>[] {
  return [
    {
      key: 'contractNo',
      title: '编号',
      dataIndex: 'contractNo',
      width: 160,
      render: (_, row) => (
        <Link to={recordPath(row.bizType, row.id)} onClick={(event) => event.stopPropagation()}>
          {row.contractNo}
        </Link>
      ),
    },
    {
      key: 'contractName',
      title: '名称',
      dataIndex: 'contractName',
      ellipsis: { showTitle: true },
    },
    {
      key: 'bizType',
      title: '类别',
      width: 96,
      render: (_, row) => row.contractTypeName || row.bizTypeName,
    },
    { key: 'counterparty', title: '相对方', dataIndex: 'counterparty', ellipsis: true },
    { key: 'department', title: '所属部门', dataIndex: 'department', width: 100 },
    {
      key: 'status',
      title: '状态',
      width: 160,
      render: (_, row) => (
        <Space size={0}>
          <StatusTag status={row.status} label={row.statusName} />
          <SealTag sealed={row.sealed} />
        </Space>
      ),
    },
  ]
}

export const amountColumn = <T extends Row>(): ColumnType<T> => ({
  key: 'amount',
  title: '金额',
  dataIndex: 'amount',
  align: 'right',
  width: 140,
  render: (_, row) => formatCny(row.amount),
})

export const signDateColumn = <T extends Row>(): ColumnType<T> => ({
  key: 'signDate',
  title: '签订日期',
  dataIndex: 'signDate',
  width: 110,
  render: (_, row) => formatDate(row.signDate),
})
