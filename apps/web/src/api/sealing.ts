import type {
  ARCHIVE_LOCATION_MAX,
  BATCH_MAX,
  OperateType,
  REASON_MAX,
  SealInfo,
  SealInfoBody,
  SealOperation,
  SealQuery,
  SealResult,
} from '@tandem/api-contract'
import { queryOptions } from '@tanstack/react-query'
import { http } from './http'

const SEALED_API = '/contracttandem/api/ContractSealed'

// The contract's limits, typed by it so tsc fails here if they change (the SPA takes no zod values).
/** Most contracts one operation may name. */
export const SEAL_BATCH_MAX: typeof BATCH_MAX = 100
export const SEAL_REASON_MAX: typeof REASON_MAX = 200
export const SEAL_ARCHIVE_LOCATION_MAX: typeof ARCHIVE_LOCATION_MAX = 100

/** The operateType of the sealing call: 1 封存, 2 解封. */
export const OPERATE_SEAL = 1 satisfies OperateType
export const OPERATE_UNSEAL = 2 satisfies OperateType

export async function getSealInfo(contractIds: number[]): Promise<SealInfo[]> {
  const response = await http.post<SealInfo[]>(`${SEALED_API}/GetBizInfo`, { contractIds } satisfies SealInfoBody)
  return response.data
}

/** Seals or unseals the contracts, all or nothing, with the operation's reason (and archive location) beside the ids. */
export async function sealContracts(operateType: OperateType, contractIds: number[], note: SealQuery): Promise<SealResult> {
  const response = await http.post<SealResult>(`${SEALED_API}/ContractSealed/${operateType}`, contractIds, { params: note })
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
