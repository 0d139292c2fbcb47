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
const DAY = 86_400_000

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
  const departments = [...departmentIds.values()]
  for (let i = 0; i < count; i++) {
    const status = rnd.weighted<ApplicationStatus>([['pending', 3], ['approved', 5], ['rejected', 2]])
    const expired = status === 'approved' && rnd.chance(0.3)
    const validFrom = now - rnd.int(30, 90) * DAY
    const validUntil = expired ? now - rnd.int(1, 20) * DAY : now + rnd.int(10, 120) * DAY
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
        validFrom: new Date(validFrom),
        validUntil: new Date(validUntil),
        reason: rnd.pick(reasons),
        status,
        approverId: status === 'pending' ? null : approver,
        approverComment: status === 'approved' ? '同意' : status === 'rejected' ? '理由不充分，不予授权' : '',
        decidedAt: status === 'pending' ? null : new Date(validFrom),
      })
      .onConflictDoNothing({ target: accessApplications.applyNo })
      .returning({ id: accessApplications.id })
    if (!created) continue
    await db.insert(accessApplicationContracts).values(targets.map((t) => ({ applicationId: created.id, contractId: t.id })))
    await db.insert(accessApplicationGrantees).values({ applicationId: created.id, ...grantee })
  }
}
