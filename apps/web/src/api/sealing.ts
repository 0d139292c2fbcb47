import { queryOptions } from '@tanstack/react-query'
import type { Attachment, BizType, PersonRef } from './contracts'
import { http } from './http'

const SEALED_API = '/contracttandem/api/ContractSealed'

/** The operateType of the sealing call: 1 封存, 2 解封. */
export const OPERATE_SEAL = 1
export const OPERATE_UNSEAL = 2
export type OperateType = typeof OPERATE_SEAL | typeof OPERATE_UNSEAL
export type SealState = 'sealed' | 'unsealed'

export interface SealOperation {
  id: number
  operateType: OperateType
  operateTypeName: string
  fromState: SealState
  fromStateName: string
  toState: SealState
  toStateName: string
  operatorId: number
  operatorName: string
  createdAt: string
}

/** GetBizInfo: what the sealing screen shows about one contract. */
export interface SealInfo {
  contractId: number
  bizType: BizType
  bizTypeName: string
  contractNo: string
  contractName: string
  counterparty: string
  department: string
  status: string
  statusName: string
  sealed: boolean
  sealStateName: string
  sealedAt: string | null
  sealedBy: PersonRef | null
  attachments: Attachment[]
  lastSealOperation: SealOperation | null
}

export interface SealResult {
  operateType: OperateType
  operateTypeName: string
  contracts: Array<{ contractId: number; contractNo: string; fromState: SealState; toState: SealState }>
}

export async function getSealInfo(contractIds: number[]): Promise<SealInfo[]> {
  const response = await http.post<SealInfo[]>(`${SEALED_API}/GetBizInfo`, { contractIds })
  return response.data
}

/** Seals or unseals the contracts, all or nothing. */
export async function sealContracts(operateType: OperateType, contractIds: number[]): Promise<SealResult> {
  const response = await http.post<SealResult>(`${SEALED_API}/ContractSealed/${operateType}`, contractIds)
  return response.data
}

export async function getSealHistory(contractId: number): Promise<SealOperation[]> {
  const response = await http.get<SealOperation[]>(`${SEALED_API}/GetSealHistory/${contractId}`)
  return response.data
}

export const sealInfoQuery = (contractIds: number[]) =>
  queryOptions({
    queryKey: ['sealing', 'info', contractIds],
    queryFn: () => getSealInfo(contractIds),
    enabled: contractIds.length > 0,
  })

export const sealHistoryQuery = (contractId: number) =>
  queryOptions({ queryKey: ['sealing', 'history', contractId], queryFn: () => getSealHistory(contractId) })
