import { z } from 'zod'
import { bizTypes, contractStatuses } from '../../db/schema/index.js'
import { envelope } from '../../plugins/envelope.js'
import { fileDownloadResponse } from '../files/index.js'
import { contractTypes } from './vocabulary.js'

const TAGS = ['Contracts']
export const PAGE_SIZE_MAX = 100

export const isoDate = z.iso.date().describe('YYYY-MM-DD')
export const timestamp = z.iso.datetime().describe('ISO 8601 timestamp (UTC)')
export const id = z.coerce.number().int().positive().max(2_147_483_647)
export const bizType = z.coerce
  .number()
  .pipe(z.union(bizTypes.map((value) => z.literal(value))))
  .describe('1 合同, 2 标书, 3 公文, 4 律师函')
export const pageQuery = {
  pageIndex: z.coerce.number().int().min(1).max(1_000_000).default(1).describe('Page number, from 1'),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20).describe(`Rows per page, at most ${PAGE_SIZE_MAX}`),
}
export const person = z.object({ id: z.number().int(), name: z.string() })

export const sortFields = ['signDate', 'amount', 'updatedAt'] as const
export type SortField = (typeof sortFields)[number]

export const listQuery = z.object({
  ...pageQuery,
  cursor: z.string().max(512).optional().describe('nextCursor of the previous answer: the page after it; pageIndex is then ignored'),
  keyword: z.string().trim().max(100).optional().describe('Substring of contract number, name or counterparty'),
  bizType: bizType.optional(),
  contractType: z.enum(contractTypes).optional().describe('Business category (bizType 1)'),
  status: z.enum(contractStatuses).optional(),
  departmentId: id.optional(),
  signDateFrom: isoDate.optional().describe('Signed on or after (YYYY-MM-DD)'),
  signDateTo: isoDate.optional().describe('Signed on or before (YYYY-MM-DD)'),
  amountMin: z.coerce.number().min(0).max(1e14).optional(),
  amountMax: z.coerce.number().min(0).max(1e14).optional(),
  sealed: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('true: sealed only, false: unsealed only'),
  expiry: z.enum(['soon', 'expired']).optional().describe('soon 即将到期 (ends within 30 days), expired 已到期 (ended); only records still in force'),
  sortField: z.enum(sortFields).default('updatedAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
})
export type ListQuery = z.infer<typeof listQuery>

export const contractRow = z
  .object({
    id: z.number().int(),
    bizType: z.number().int().describe('1 合同, 2 标书, 3 公文, 4 律师函'),
    bizTypeName: z.string(),
    contractType: z.enum(contractTypes).nullable().describe('Business category; null unless bizType is 1'),
    contractTypeName: z.string().describe('"" when contractType is null'),
    contractNo: z.string(),
    contractName: z.string(),
    counterparty: z.string(),
    departmentId: z.number().int(),
    department: z.string().describe('Department name'),
    handlerName: z.string(),
    amount: z.number(),
    currency: z.string(),
    signDate: isoDate,
    endDate: isoDate.nullable().describe('到期日期'),
    expiry: z.enum(['soon', 'expired']).nullable().describe('In force and ending within 30 days (soon) or ended (expired); null otherwise'),
    expiryName: z.string().describe('即将到期, 已到期 or ""'),
    status: z.enum(contractStatuses),
    statusName: z.string(),
    sealed: z.boolean(),
    sealStateName: z.string().describe('已封存 or 未封存'),
    updatedAt: timestamp,
  })
  .meta({ id: 'ContractRow' })

export const attachment = z
  .object({
    id: z.number().int(),
    fileName: z.string(),
    fileSize: z.number().int().describe('Bytes'),
    contentType: z.string(),
    createdAt: timestamp,
  })
  .meta({ id: 'ContractAttachment' })

export const getContractListSchema = {
  tags: TAGS,
  summary: '合同查询：分页、关键字、筛选与排序（仅返回当前用户可见的记录）',
  querystring: listQuery,
  response: envelope(
    z.object({
      list: z.array(contractRow),
      total: z.number().int().describe('Matching rows (an estimate when totalExact is false)'),
      totalExact: z.boolean().describe('false when more than 10 000 rows match and total is the planner estimate'),
      nextCursor: z.string().nullable().describe('Pass as cursor for the next page; null on the last page'),
    }),
  ),
}

export const contractDetail = contractRow
  .extend({
    startDate: isoDate.nullable(),
    endDate: isoDate.nullable(),
    summary: z.string(),
    parties: z.array(z.object({ role: z.string(), name: z.string(), contact: z.string(), phone: z.string() })),
    sealedAt: timestamp.nullable(),
    sealedBy: person.nullable(),
    createdAt: timestamp,
    canDownload: z.boolean().describe('Own department, admin, or an effective grant with scope download'),
    canAddAttachment: z.boolean().describe('Own department or admin (a grant only lets its grantee read)'),
    canSeal: z.boolean().describe('Own department or admin, with the sealing menu htfc'),
    grantValidUntil: timestamp.nullable().describe('When the access comes from grants in force: until when (the latest end)'),
    attachments: z.array(attachment),
    history: z.array(
      z.object({
        id: z.number().int(),
        action: z.string().describe('created, updated, sealed, unsealed, attachment_added'),
        actionName: z.string(),
        actorName: z.string(),
        detail: z.record(z.string(), z.unknown()),
        createdAt: timestamp,
      }),
    ),
  })
  .meta({ id: 'ContractDetail' })

export const getBizInfoByBizIdSchema = {
  tags: TAGS,
  summary: '合同、标书、公文或律师函的完整记录（含当事方、附件与历史）',
  params: z.object({ bizId: id.describe('Record id'), bizType }),
  response: envelope(contractDetail),
}

export const downloadAttachmentSchema = {
  tags: TAGS,
  summary: '下载记录的附件（可查看且可下载该记录的用户）',
  params: z.object({ attachmentId: id.describe('Attachment id') }),
  response: fileDownloadResponse,
}

export const addAttachmentSchema = {
  tags: TAGS,
  summary: '为记录添加附件（本人经 File/Upload 上传的文件；已封存的记录不能添加）',
  params: z.object({ contractId: id.describe('Record id') }),
  body: z.object({ fileId: z.uuid().describe('id answered by File/Upload') }),
  response: envelope(attachment),
}
