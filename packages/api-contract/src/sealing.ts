import { z } from 'zod'
import { bizTypeCode, id, person, timestamp } from './common.js'
import { attachment } from './contracts.js'
import { sealStates } from './vocabulary.js'

export const BATCH_MAX = 100
/** Longest 封存原因 / 解封原因 and 档案位置, in characters after trimming. */
export const REASON_MAX = 200
export const ARCHIVE_LOCATION_MAX = 100

/** The operateType of the sealing call: 1 封存, 2 解封. */
export const operateTypes = [1, 2] as const
export type OperateType = (typeof operateTypes)[number]

const sealState = z.enum(sealStates)
const operateType = z.union(operateTypes.map((value) => z.literal(value))).describe('1 封存, 2 解封')

export const sealContractIds = z.array(id).min(1).max(BATCH_MAX)

export const sealOperation = z
  .object({
    id: z.number().int(),
    operateType,
    operateTypeName: z.string(),
    fromState: sealState,
    fromStateName: z.string(),
    toState: sealState,
    toStateName: z.string(),
    operatorId: z.number().int(),
    operatorName: z.string(),
    reason: z.string().describe('封存原因 / 解封原因 ("" on operations recorded before reasons were required)'),
    archiveLocation: z.string().describe('档案位置, "" when not given'),
    createdAt: timestamp,
  })
  .meta({ id: 'SealOperation' })
export type SealOperation = z.infer<typeof sealOperation>

/** GetBizInfo's body. */
export const sealInfoBody = z.object({ contractIds: sealContractIds.describe(`Contract ids, 1–${BATCH_MAX}`) })
export type SealInfoBody = z.input<typeof sealInfoBody>

/** GetBizInfo: what the sealing screen shows about one contract. */
export const sealInfo = z.object({
  contractId: z.number().int(),
  bizType: bizTypeCode,
  bizTypeName: z.string(),
  contractNo: z.string(),
  contractName: z.string(),
  counterparty: z.string(),
  department: z.string(),
  status: z.string(),
  statusName: z.string(),
  sealed: z.boolean(),
  sealStateName: z.string(),
  sealedAt: timestamp.nullable(),
  sealedBy: person.nullable(),
  attachments: z.array(attachment).describe('The linked documents'),
  lastSealOperation: sealOperation.nullable(),
})
export type SealInfo = z.infer<typeof sealInfo>

// The body of ContractSealed stays the array of ids SPEC §7 fixes; the reason travels beside it.
// Lengths are checked by the route, so a refusal names the field in Chinese.
export const sealQuery = z.object({
  reason: z.string().max(2_000).optional().describe(`封存原因 / 解封原因, required, 1–${REASON_MAX} characters after trimming`),
  archiveLocation: z.string().max(2_000).optional().describe(`档案位置, optional, at most ${ARCHIVE_LOCATION_MAX} characters`),
})
export type SealQuery = z.input<typeof sealQuery>

export const sealResult = z.object({
  operateType,
  operateTypeName: z.string(),
  contracts: z.array(z.object({ contractId: z.number().int(), contractNo: z.string(), fromState: sealState, toState: sealState })),
})
export type SealResult = z.infer<typeof sealResult>
