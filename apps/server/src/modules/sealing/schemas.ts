import { z } from 'zod'
import { attachment, id, person, timestamp } from '../contracts/index.js'
import { envelope } from '../../plugins/envelope.js'

const TAGS = ['Sealing']
export const BATCH_MAX = 100

const contractIds = z.array(id).min(1).max(BATCH_MAX)
const sealState = z.enum(['sealed', 'unsealed'])
const operateType = z.union([z.literal(1), z.literal(2)]).describe('1 封存, 2 解封')

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
    createdAt: timestamp,
  })
  .meta({ id: 'SealOperation' })

export const getBizInfoSchema = {
  tags: TAGS,
  summary: '封存界面所需的合同信息：封存状态、关联文件、最近一次封存操作',
  body: z.object({ contractIds: contractIds.describe(`Contract ids, 1–${BATCH_MAX}`) }),
  response: envelope(
    z.array(
      z.object({
        contractId: z.number().int(),
        bizType: z.number().int(),
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
      }),
    ),
  ),
}

export const contractSealedSchema = {
  tags: TAGS,
  summary: '封存（operateType 1）或解封（operateType 2）合同：事务性，全部成功或全部不变',
  params: z.object({ operateType: z.string().max(16).describe('1 封存, 2 解封') }),
  body: contractIds.describe(`Contract ids, 1–${BATCH_MAX}; duplicates count once`),
  response: envelope(
    z.object({
      operateType,
      operateTypeName: z.string(),
      contracts: z.array(
        z.object({ contractId: z.number().int(), contractNo: z.string(), fromState: sealState, toState: sealState }),
      ),
    }),
  ),
}

export const getSealHistorySchema = {
  tags: TAGS,
  summary: '合同的封存与解封记录（最新在前）',
  params: z.object({ contractId: id }),
  response: envelope(z.array(sealOperation)),
}

