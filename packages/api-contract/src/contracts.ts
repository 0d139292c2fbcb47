import { z } from 'zod'
import { bizType, bizTypeCode, id, isoDate, pageQuery, person, timestamp } from './common.js'
import { contractStatuses, contractTypes, expiryStates, sortFields, sortOrders } from './vocabulary.js'

/** GetContractList's query. */
export const contractListQuery = z.object({
  ...pageQuery,
  cursor: z.string().max(512).optional().describe('nextCursor of the previous answer: the page after it; pageIndex is then ignored'),
  keyword: z.string().trim().max(100).optional().describe('Substring of contract number, name or counterparty'),
  bizType: bizType.optional(),
  contractType: z.enum(contractTypes).optional().describe('Business category (bizType 1)'),
  status: z.enum(contractStatuses).optional(),
  departmentId: id.optional(),
  signDateFrom: isoDate.optional().describe('Signed on or after (YYYY-MM-DD)'),
  signDateTo: isoDate.optional().describe('Signed on or before (YYYY-MM-DD)'),
  amountMin: z.coerce.number<number>().min(0).max(1e14).optional(),
  amountMax: z.coerce.number<number>().min(0).max(1e14).optional(),
  sealed: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('true: sealed only, false: unsealed only'),
  expiry: z.enum(expiryStates).optional().describe('soon 即将到期 (ends within 30 days), expired 已到期 (ended); only records still in force'),
  sortField: z.enum(sortFields).default('updatedAt'),
  sortOrder: z.enum(sortOrders).default('desc'),
})
/** The query as the SPA sends it. */
export type ContractListQuery = z.input<typeof contractListQuery>
/** The query as the server reads it (defaults filled in, sealed a boolean). */
export type ContractListParams = z.output<typeof contractListQuery>

/** ExportContractList's query: the list's filters and sort without its paging, and the reader's clock. */
export const contractExportQuery = contractListQuery.omit({ pageIndex: true, pageSize: true, cursor: true }).extend({
  utcOffset: z.coerce
    .number<number>()
    .int()
    .min(-720)
    .max(840)
    .default(0)
    .describe("Minutes east of UTC of the reader's clock (480 for China): 更新时间 is written in that time"),
})
export type ContractExportQuery = z.input<typeof contractExportQuery>
export type ContractExportParams = z.output<typeof contractExportQuery>

export const contractRow = z
  .object({
    id: z.number().int(),
    bizType: bizTypeCode,
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
    expiry: z.enum(expiryStates).nullable().describe('In force and ending within 30 days (soon) or ended (expired); null otherwise'),
    expiryName: z.string().describe('即将到期, 已到期 or ""'),
    status: z.enum(contractStatuses),
    statusName: z.string(),
    sealed: z.boolean(),
    sealStateName: z.string().describe('已封存 or 未封存'),
    updatedAt: timestamp,
  })
  .meta({ id: 'ContractRow' })
export type ContractRow = z.infer<typeof contractRow>

export const contractListPage = z.object({
  list: z.array(contractRow),
  total: z.number().int().describe('Matching rows (an estimate when totalExact is false)'),
  totalExact: z.boolean().describe('false when more than 10 000 rows match and total is the planner estimate'),
  nextCursor: z.string().nullable().describe('Pass as cursor for the next page; null on the last page'),
})
export type ContractListPage = z.infer<typeof contractListPage>

export const attachment = z
  .object({
    id: z.number().int(),
    fileName: z.string(),
    fileSize: z.number().int().describe('Bytes'),
    contentType: z.string(),
    createdAt: timestamp,
  })
  .meta({ id: 'ContractAttachment' })
export type Attachment = z.infer<typeof attachment>

const contractParty = z.object({ role: z.string().describe('甲方, 乙方, 丙方 …'), name: z.string(), contact: z.string(), phone: z.string() })
export type ContractParty = z.infer<typeof contractParty>

const historyEntry = z.object({
  id: z.number().int(),
  action: z.string().describe('created, updated, sealed, unsealed, attachment_added'),
  actionName: z.string(),
  actorName: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: timestamp,
})
export type HistoryEntry = z.infer<typeof historyEntry>

/** GetBizInfoByBizId: the full record of any bizType. */
export const contractDetail = contractRow
  .extend({
    startDate: isoDate.nullable(),
    endDate: isoDate.nullable(),
    summary: z.string(),
    parties: z.array(contractParty),
    sealedAt: timestamp.nullable(),
    sealedBy: person.nullable(),
    createdAt: timestamp,
    canDownload: z.boolean().describe('Own department, admin, or an effective grant with scope download'),
    canAddAttachment: z.boolean().describe('Own department or admin (a grant only lets its grantee read)'),
    canSeal: z.boolean().describe('Own department or admin, with the sealing menu htfc'),
    grantValidUntil: timestamp.nullable().describe('When the access comes from grants in force: until when (the latest end)'),
    attachments: z.array(attachment),
    history: z.array(historyEntry),
  })
  .meta({ id: 'ContractDetail' })
export type ContractDetail = z.infer<typeof contractDetail>

export const bizRecordParams = z.object({ bizId: id.describe('Record id'), bizType })

export const addAttachmentBody = z.object({ fileId: z.uuid().describe('id answered by File/Upload') })
export type AddAttachmentBody = z.infer<typeof addAttachmentBody>
