import { z } from 'zod'
import { bizTypeCode, id, offsetDateTime, pageQuery, person, timestamp } from './common.js'
import { accessScopes, applicationStatuses } from './vocabulary.js'

export const CONTRACTS_MAX = 50
export const GRANTEES_MAX = 50

export const application = z
  .object({
    id: z.number().int(),
    applyNo: z.string(),
    applicant: z.object({ id: z.number().int(), name: z.string(), departmentName: z.string() }),
    contracts: z.array(
      z.object({ id: z.number().int(), bizType: bizTypeCode, bizTypeName: z.string(), contractNo: z.string(), contractName: z.string() }),
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
export type Application = z.infer<typeof application>

export const applicationPage = z.object({ list: z.array(application), total: z.number().int() })
export type ApplicationPage = z.infer<typeof applicationPage>

/** SaveData's body. */
export const applicationDraft = z.object({
  contractIds: z.array(id).min(1).max(CONTRACTS_MAX).describe(`Contracts to open, 1–${CONTRACTS_MAX}; the applicant must see them`),
  granteeUserIds: z.array(id).max(GRANTEES_MAX).default([]).describe('Users who get access'),
  granteeDepartmentIds: z.array(id).max(GRANTEES_MAX).default([]).describe('Departments whose members get access'),
  scope: z.enum(accessScopes).describe('view 查看, download 下载 (includes view)'),
  validFrom: offsetDateTime,
  validUntil: offsetDateTime.describe('After validFrom, at most one year later, not in the past'),
  reason: z.string().trim().min(1).max(500),
})
export type ApplicationDraft = z.input<typeof applicationDraft>

/** GetMyList's query. */
export const myApplicationsQuery = z.object({
  ...pageQuery,
  status: z.enum(applicationStatuses).optional(),
  decidedAfter: offsetDateTime.optional().describe('Only those approved or rejected after this time (what the applicant has not seen yet)'),
})
export type ApplicationListQuery = z.input<typeof myApplicationsQuery>

/** GetPendingList's query. */
export const pendingApplicationsQuery = z.object(pageQuery)
export type PendingApplicationsQuery = z.input<typeof pendingApplicationsQuery>

export const decisions = ['approved', 'rejected'] as const
export type Decision = (typeof decisions)[number]

export const decisionBody = z.object({
  applyId: id,
  decision: z.enum(decisions),
  comment: z.string().trim().max(500).default('').describe('Required when rejecting'),
})
export type DecisionBody = z.input<typeof decisionBody>

export const withdrawBody = z.object({ applyId: id })
export type WithdrawBody = z.input<typeof withdrawBody>
