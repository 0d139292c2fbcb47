import { BATCH_MAX, id, sealContractIds, sealInfo, sealInfoBody, sealOperation, sealQuery, sealResult } from '@tandem/api-contract'
import { z } from 'zod'
import { envelope } from '../../plugins/envelope.js'

const TAGS = ['Sealing']

export const getBizInfoSchema = {
  tags: TAGS,
  summary: '封存界面所需的合同信息：封存状态、关联文件、最近一次封存操作',
  body: sealInfoBody,
  response: envelope(z.array(sealInfo)),
}

export const contractSealedSchema = {
  tags: TAGS,
  summary: '封存（operateType 1）或解封（operateType 2）合同：事务性，全部成功或全部不变',
  params: z.object({ operateType: z.string().max(16).describe('1 封存, 2 解封') }),
  querystring: sealQuery,
  body: sealContractIds.describe(`Contract ids, 1–${BATCH_MAX}; duplicates count once`),
  response: envelope(sealResult),
}

export const getSealHistorySchema = {
  tags: TAGS,
  summary: '合同的封存与解封记录（最新在前）',
  params: z.object({ contractId: id }),
  response: envelope(z.array(sealOperation)),
}

