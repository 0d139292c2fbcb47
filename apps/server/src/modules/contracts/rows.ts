import { sql } from 'drizzle-orm'
import { contracts, departments, type BizType, type ContractStatus } from '../../db/schema/index.js'
import {
  bizTypeNames,
  contractTypeNames,
  sealStateNames,
  sealStateOf,
  statusNames,
  type ContractType,
} from './vocabulary.js'

// Added by migration 0002 and filled by the database, so it is read through SQL.
export const contractTypeColumn = sql<ContractType | null>`${contracts}."contract_type"`

/** Columns of one list row (contracts joined with departments). */
export const rowColumns = {
  id: contracts.id,
  bizType: contracts.bizType,
  contractType: contractTypeColumn,
  contractNo: contracts.contractNo,
  contractName: contracts.contractName,
  counterparty: contracts.counterparty,
  departmentId: contracts.departmentId,
  department: departments.name,
  handlerName: contracts.handlerName,
  amount: contracts.amount,
  currency: contracts.currency,
  signDate: contracts.signDate,
  status: contracts.status,
  sealed: contracts.sealed,
  updatedAt: contracts.updatedAt,
}

export interface RowRecord {
  id: number
  bizType: BizType
  contractType: ContractType | null
  contractNo: string
  contractName: string
  counterparty: string
  departmentId: number
  department: string
  handlerName: string
  amount: number
  currency: string
  signDate: string
  status: ContractStatus
  sealed: boolean
  updatedAt: Date
}

/** A row as the API answers it: codes with their labels beside them, timestamps as ISO strings. */
export function toRow(record: RowRecord) {
  return {
    ...record,
    bizTypeName: bizTypeNames[record.bizType],
    contractTypeName: record.contractType ? contractTypeNames[record.contractType] : '',
    statusName: statusNames[record.status],
    sealStateName: sealStateNames[sealStateOf(record.sealed)],
    amount: Number(record.amount),
    updatedAt: record.updatedAt.toISOString(),
  }
}

export type ContractRow = ReturnType<typeof toRow>
