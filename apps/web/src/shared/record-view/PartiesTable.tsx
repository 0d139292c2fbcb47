import { Table } from 'antd'
import type { ContractParty } from '../../api'

const columns = [
  { key: 'role', title: '角色', dataIndex: 'role', width: 100 },
  { key: 'name', title: '名称', dataIndex: 'name' },
  { key: 'contact', title: '联系人', dataIndex: 'contact', width: 140 },
  { key: 'phone', title: '联系电话', dataIndex: 'phone', width: 160 },
]

export function PartiesTable({ parties }: { parties: ContractParty[] }) {
  return (
    <Table<ContractParty>
      rowKey={(party) => `${party.role}-${party.name}`}
      size="small"
      pagination={false}
      columns={columns}
      dataSource={parties}
      locale={{ emptyText: '未登记当事方' }}
    />
  )
}
