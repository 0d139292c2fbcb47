import type { ARCHIVE_LOCATION_MAX, BATCH_MAX, OperateType, REASON_MAX, SealInfo, SealOperation, SealQuery, SealResult } from '@tandem/api-contract'
import { endpoints } from '@tandem/api-contract/endpoints'
import { queryOptions } from '@tanstack/react-query'
import { call } from './call'

// The contract's limits, typed by it so tsc fails here if they change (the SPA takes no zod values).
/** Most contracts one operation may name. */
export const SEAL_BATCH_MAX: typeof BATCH_MAX = 100
export const SEAL_REASON_MAX: typeof REASON_MAX = 200
export const SEAL_ARCHIVE_LOCATION_MAX: typeof ARCHIVE_LOCATION_MAX = 100

/** The operateType of the sealing call: 1 封存, 2 解封. */
export const OPERATE_SEAL = 1 satisfies OperateType
export const OPERATE_UNSEAL = 2 satisfies OperateType

export function getSealInfo(contractIds: number[]): Promise<SealInfo[]> {
  return call(endpoints.sealing.info, { body: { contractIds } })
}

/** Seals or unseals the contracts, all or nothing, with the operation's reason (and archive location) beside the ids. */
export function sealContracts(operateType: OperateType, contractIds: number[], note: SealQuery): Promise<SealResult> {
  return call(endpoints.sealing.seal, { params: { operateType }, query: note, body: contractIds })
}

export function getSealHistory(contractId: number): Promise<SealOperation[]> {
  return call(endpoints.sealing.history, { params: { contractId } })
}

export const sealInfoQuery = (contractIds: number[]) =>
  queryOptions({
    queryKey: ['sealing', 'info', contractIds],
    queryFn: () => getSealInfo(contractIds),
    enabled: contractIds.length > 0,
  })

export const sealHistoryQuery = (contractId: number) =>
  queryOptions({ queryKey: ['sealing', 'history', contractId], queryFn: () => getSealHistory(contractId) })
