import type { BizType, ContractRow, ContractStatus, ContractType, ExpiryState } from '@tandem/api-contract'
import { sql, type SQL } from 'drizzle-orm'
import { contracts, departments } from '../../db/schema/index.js'
import { bizTypeNames, contractTypeNames, sealStateNames, sealStateOf, statusNames } from './vocabulary.js'

/** Days ahead within which the end of a record still in force is 即将到期. */
export const EXPIRY_SOON_DAYS = 30

/** A record still in force (not 已完成 or 已终止) whose end date has passed, or comes within the window. */
export const expiryConditions: Record<ExpiryState, SQL> = {
  soon: sql`(${contracts.status} not in ('completed', 'terminated') and ${contracts.endDate} between current_date and current_date + ${sql.raw(String(EXPIRY_SOON_DAYS))})`,
  expired: sql`(${contracts.status} not in ('completed', 'terminated') and ${contracts.endDate} < current_date)`,
}

const expiryColumn = sql<ExpiryState | null>`case when ${expiryConditions.expired} then 'expired' when ${expiryConditions.soon} then 'soon' end`

/** Columns of one list row (contracts joined with departments). */
export const rowColumns = {
  id: contracts.id,
  bizType: contracts.bizType,
  contractType: contracts.contractType,
  contractNo: contracts.contractNo,
  contractName: contracts.contractName,
  counterparty: contracts.counterparty,
  departmentId: contracts.departmentId,
  department: departments.name,
  handlerName: contracts.handlerName,
  amount: contracts.amount,
  currency: contracts.currency,
  signDate: contracts.signDate,
  endDate: contracts.endDate,
  expiry: expiryColumn,
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
  endDate: string | null
  expiry: ExpiryState | null
  status: ContractStatus
  sealed: boolean
  updatedAt: Date
}

const expiryNames: Record<ExpiryState, string> = { soon: '即将到期', expired: '已到期' }

/**
 * A row as the API answers it: codes with their labels beside them, timestamps as ISO strings.
 * Written out field by field: spreading a driver row into a new object costs ten times as much,
 * and a list answers up to a hundred rows.
 */
export function toRow(record: RowRecord): ContractRow {
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
    endDate: record.endDate,
    expiry: record.expiry,
    expiryName: record.expiry ? expiryNames[record.expiry] : '',
    status: record.status,
    statusName: statusNames[record.status],
    sealed: record.sealed,
    sealStateName: sealStateNames[sealStateOf(record.sealed)],
    updatedAt: record.updatedAt.toISOString(),
  }
}

export type { ContractRow }
