import { z } from 'zod'
import { accessScopes, applicationStatuses } from '../../db/schema/index.js'
import { envelope } from '../../plugins/envelope.js'
import { id, pageQuery, person, timestamp } from '../contracts/index.js'

const TAGS = ['Access authorization']
export const CONTRACTS_MAX = 50
export const GRANTEES_MAX = 50

const offsetDateTime = z.iso.datetime({ offset: true }).describe('ISO 8601 date-time with offset')

export const application = z
  .object({
    id: z.number().int(),
    applyNo: z.string(),
    applicant: z.object({ id: z.number().int(), name: z.string(), departmentName: z.string() }),
    contracts: z.array(
      z.object({ id: z.number().int(), bizType: z.number().int(), bizTypeName: z.string(), contractNo: z.string(), contractName: z.string() }),
    ),
    grantees: z.array(z.object({ type: z.enum(['user', 'department']), id: z.number().int(), name: z.string() })),
    scope: z.enum(accessScopes),
    scopeName: z.string().describe('查看 or 下载'),
    validFrom: timestamp,
    validUntil: timestamp,
    reason: z.string(),
    status: z.enum(applicationStatuses),
    statusName: z.string().describe('待审批, 已通过, 已驳回 or 已撤回'),
    effective: z.boolean().describe('Approved and now within [validFrom, validUntil)'),
    expired: z.boolean().describe('validUntil has passed'),
    approver: person.nullable(),
    approverComment: z.string(),
    decidedAt: timestamp.nullable().describe('When it was approved, rejected or withdrawn'),
    createdAt: timestamp,
  })
  .meta({ id: 'AccessApplication' })

const applicationPage = z.object({ list: z.array(application), total: z.number().int() })

export const saveDataSchema = {
  tags: TAGS,
  summary: '提交合同访问授权申请（待审批）',
  body: z.object({
    contractIds: z.array(id).min(1).max(CONTRACTS_MAX).describe(`Contracts to open, 1–${CONTRACTS_MAX}; the applicant must see them`),
    granteeUserIds: z.array(id).max(GRANTEES_MAX).default([]).describe('Users who get access'),
    granteeDepartmentIds: z.array(id).max(GRANTEES_MAX).default([]).describe('Departments whose members get access'),
    scope: z.enum(accessScopes).describe('view 查看, download 下载 (includes view)'),
    validFrom: offsetDateTime,
    validUntil: offsetDateTime.describe('After validFrom, at most one year later, not in the past'),
    reason: z.string().trim().min(1).max(500),
  }),
  response: envelope(application),
}

export const myListSchema = {
  tags: TAGS,
  summary: '我提交的授权申请及其审批结果（最新在前）',
  querystring: z.object({
    ...pageQuery,
    status: z.enum(applicationStatuses).optional(),
    decidedAfter: offsetDateTime.optional().describe('Only those approved or rejected after this time (what the applicant has not seen yet)'),
  }),
  response: envelope(applicationPage),
}

export const pendingListSchema = {
  tags: TAGS,
  summary: '待我审批的授权申请：不含本人提交的和授权给本人或本部门的（最早在前；需要 qxsq_approve）',
  querystring: z.object(pageQuery),
  response: envelope(applicationPage),
}

export const decideSchema = {
  tags: TAGS,
  summary: '审批授权申请：通过或驳回（需要 qxsq_approve）',
  body: z.object({
    applyId: id,
    decision: z.enum(['approved', 'rejected']),
    comment: z.string().trim().max(500).default('').describe('Required when rejecting'),
  }),
  response: envelope(application),
}

export const withdrawSchema = {
  tags: TAGS,
  summary: '撤回本人提交的待审批申请',
  body: z.object({ applyId: id }),
  response: envelope(application),
}
