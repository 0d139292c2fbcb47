import { inArray } from 'drizzle-orm'
import type { Db } from '../client.js'
import {
  accessApplicationContracts,
  accessApplicationGrantees,
  accessApplications,
  contracts,
  type AccessScope,
  type ApplicationStatus,
} from '../schema/index.js'
import { Random } from './random.js'
import { contractNoOf } from './records.js'

const reasons = ['项目审计需要查阅', '合同续签比对条款', '财务结算核对金额', '法律纠纷取证', '部门交接查阅历史合同', '年度合规检查']
const HOUR = 3_600_000
const DAY = 24 * HOUR

interface ApplicationTimes {
  submittedAt: number
  decidedAt: number | null
  validFrom: number
  validUntil: number
}

/**
 * The times of one application's story, relative to `now`: submitted, then (unless pending)
 * decided a few hours to three days later; an approval is valid from its decision, an expired one
 * ended before now. Nothing lies in the future except the end of a period still running.
 */
function applicationTimes(rnd: Random, now: number, status: ApplicationStatus, expired: boolean): ApplicationTimes {
  if (status === 'pending') {
    const submittedAt = now - rnd.int(1, 14 * 24) * HOUR
    return { submittedAt, decidedAt: null, validFrom: submittedAt, validUntil: submittedAt + rnd.int(30, 120) * DAY }
  }
  const validUntil = expired ? now - rnd.int(1, 20) * DAY : now + rnd.int(10, 120) * DAY
  const decidedAt = expired ? validUntil - rnd.int(30, 90) * DAY : now - rnd.int(1, 60 * 24) * HOUR
  const submittedAt = decidedAt - rnd.int(2, 72) * HOUR
  return { submittedAt, decidedAt, validFrom: decidedAt, validUntil }
}

/**
 * Access applications over seeded contracts: pending, approved (some still valid, some expired) and rejected.
 * Keyed by apply number, so a second run adds nothing. Periods are relative to the first run.
 */
export async function seedAccessApplications(
  db: Db,
  userIds: ReadonlyMap<string, number>,
  departmentIds: ReadonlyMap<string, number>,
  contractCount: number,
  today: Date,
  count = 60,
): Promise<void> {
  const rnd = new Random(20_240_601)
  const now = Date.now()
  const applicants = ['zhangsan', 'lisi', 'wangwu'].map((account) => userIds.get(account) as number)
  const authorizer = userIds.get('wangwu') as number
  const authorizerDepartment = departmentIds.get('市场部') as number
  const admin = userIds.get('admin') as number
  // The admin decides what concerns the authorizer, so grants never go to the admin's own department (法务部).
  const departments = [...departmentIds].filter(([name]) => name !== '法务部').map(([, id]) => id)
  for (let i = 0; i < count; i++) {
    const status = rnd.weighted<ApplicationStatus>([['pending', 3], ['approved', 5], ['rejected', 2]])
    const expired = status === 'approved' && rnd.chance(0.3)
    const times = applicationTimes(rnd, now, status, expired)
    const contractNos = Array.from({ length: rnd.int(1, 3) }, () => contractNoOf(1, rnd.int(0, contractCount - 1), today))
    const targets = await db.select({ id: contracts.id }).from(contracts).where(inArray(contracts.contractNo, contractNos))
    if (targets.length === 0) continue
    const applicantId = rnd.pick(applicants)
    const grantee = rnd.chance(0.7)
      ? { userId: rnd.pick(applicants), departmentId: null }
      : { userId: null, departmentId: rnd.pick(departments) }
    // The authorizer never decides his own application nor a grant to himself or his department.
    const ownConcern = applicantId === authorizer || grantee.userId === authorizer || grantee.departmentId === authorizerDepartment
    const approver = ownConcern ? admin : authorizer
    const [created] = await db
      .insert(accessApplications)
      .values({
        applyNo: `SQ-${String(i + 1).padStart(5, '0')}`,
        applicantId,
        scope: rnd.pick<AccessScope>(['view', 'download']),
        validFrom: new Date(times.validFrom),
        validUntil: new Date(times.validUntil),
        reason: rnd.pick(reasons),
        status,
        approverId: status === 'pending' ? null : approver,
        approverComment: status === 'approved' ? '同意' : status === 'rejected' ? '理由不充分，不予授权' : '',
        decidedAt: times.decidedAt === null ? null : new Date(times.decidedAt),
        createdAt: new Date(times.submittedAt),
        updatedAt: new Date(times.decidedAt ?? times.submittedAt),
      })
      .onConflictDoNothing({ target: accessApplications.applyNo })
      .returning({ id: accessApplications.id })
    if (!created) continue
    await db.insert(accessApplicationContracts).values(targets.map((t) => ({ applicationId: created.id, contractId: t.id })))
    await db.insert(accessApplicationGrantees).values({ applicationId: created.id, ...grantee })
  }
}
