import { bizTypeNames } from '@tandem/api-contract/vocabulary'
import type { HttpRequest } from '../api'
import type { ContractRow } from '../api'
import { envelope, type FakeReply } from './fakeAdapter'

/** A list row as the server answers it. */
export function contractRow(id: number, fields: Partial<ContractRow> = {}): ContractRow {
  const bizType = fields.bizType ?? 1
  return {
    id,
    bizType,
    bizTypeName: bizTypeNames[bizType],
    contractType: bizType === 1 ? 'purchase' : null,
    contractTypeName: bizType === 1 ? '采购合同' : '',
    contractNo: `HT-2024-${String(id).padStart(4, '0')}`,
    contractName: `办公设备采购合同${id}`,
    counterparty: '北京华信科技有限公司',
    departmentId: 3,
    department: '采购部',
    handlerName: '张三',
    amount: 1234567.8,
    currency: 'CNY',
    signDate: '2024-03-05',
    endDate: '2025-03-04',
    expiry: null,
    expiryName: '',
    status: 'executing',
    statusName: '履行中',
    sealed: false,
    sealStateName: '未封存',
    updatedAt: '2024-04-01T02:30:00.000Z',
    ...fields,
  }
}

const DICTS: Record<string, unknown> = {
  Departments: [
    { id: 1, name: '法务部' },
    { id: 3, name: '采购部' },
    { id: 4, name: '市场部' },
  ],
  Users: [
    { id: 2, account: 'zhangsan', name: '张三', departmentId: 3, departmentName: '采购部' },
    { id: 4, account: 'wangwu', name: '王五', departmentId: 4, departmentName: '市场部' },
  ],
  BizTypes: Object.entries(bizTypeNames).map(([value, label]) => ({ value: Number(value), label })),
  ContractTypes: [
    { value: 'purchase', label: '采购合同' },
    { value: 'lease', label: '租赁合同' },
  ],
  ContractStatuses: [
    { value: 'executing', label: '履行中' },
    { value: 'completed', label: '已完成' },
  ],
}

/** The dictionary endpoints' answer for a request, or undefined when it is not one of them. */
export function dictReply(config: HttpRequest): FakeReply | undefined {
  const match = /^\/contracttandem\/api\/Dict\/(\w+)$/.exec(config.url ?? '')
  return match && match[1] in DICTS ? { status: 200, body: envelope(DICTS[match[1]]) } : undefined
}

/** The server's failure answer. */
export const failure = (status: number, msg: string): FakeReply => ({
  status,
  body: envelope(null, { success: false, code: status, msg }),
})
