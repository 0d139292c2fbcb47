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

/**
 * A row as the API answers it: codes with their labels beside them, timestamps as ISO strings.
 * Written out field by field: spreading a driver row into a new object costs ten times as much,
 * and a list answers up to a hundred rows.
 */
export function toRow(record: RowRecord) {
  return {
    id: record.id,
    bizType: record.bizType,
    bizTypeName: bizTypeNames[record.bizType],
    contractType: record.contractType,
    contractTypeName: record.contractType ? contractTypeNames[record.contractType] : '',
    contractNo: record.contractNo,
    contractName: record.contractName,
    counterparty: record.counterparty,
    departmentId: record.departmentId,
    department: record.department,
    handlerName: record.handlerName,
    amount: Number(record.amount),
    currency: record.currency,
    signDate: record.signDate,
    status: record.status,
    statusName: statusNames[record.status],
    sealed: record.sealed,
    sealStateName: sealStateNames[sealStateOf(record.sealed)],
    updatedAt: record.updatedAt.toISOString(),
  }
}

export type ContractRow = ReturnType<typeof toRow>
