import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { endpoints } from '@tandem/api-contract'
import type { App } from '../app.js'
import {
  accessApplicationContracts,
  accessApplicationGrantees,
  accessApplications,
  contracts,
  departments,
  recordFormData,
  type AccessScope,
  type BizType,
} from '../db/schema/index.js'
import { signIn, userIdOf } from './app.js'
import { multipart } from './multipart.js'

const DAY_MS = 86_400_000

/** A `cookie` header value per account, each signed in with its own session. */
export async function signInAll<Account extends string>(app: App, accounts: readonly Account[]): Promise<Record<Account, string>> {
  const cookies = {} as Record<Account, string>
  for (const account of accounts) cookies[account] = await signIn(app, account)
  return cookies
}

export interface RecordQuery {
  sealed?: boolean
  /** Only a record holding an attachment whose name matches this SQL LIKE pattern. */
  attached?: string
  bizType?: BizType
  /** Only a record with (true) or without (false) saved 扩展信息 data. */
  formData?: boolean
  /** Records to pass over, such as those earlier tests changed. */
  except?: readonly number[]
}

/** The first record of `department` in the given seal state (unsealed unless told) that no access application names yet, matching the query. */
export async function recordOf(app: App, department: string, { sealed = false, attached, bizType, formData, except = [] }: RecordQuery = {}) {
  const [row] = await app.db
    .select({ id: contracts.id, bizType: contracts.bizType, contractNo: contracts.contractNo })
    .from(contracts)
    .innerJoin(departments, eq(departments.id, contracts.departmentId))
    .where(
      and(
        eq(departments.name, department),
        eq(contracts.sealed, sealed),
        notInArray(contracts.id, app.db.select({ id: accessApplicationContracts.contractId }).from(accessApplicationContracts)),
        attached === undefined
          ? undefined
          : sql`exists (select 1 from contract_attachments a where a.contract_id = ${contracts.id} and a.file_name like ${attached})`,
        bizType === undefined ? undefined : eq(contracts.bizType, bizType),
        formData === undefined ? undefined : (formData ? inArray : notInArray)(contracts.id, app.db.select({ id: recordFormData.contractId }).from(recordFormData)),
        except.length === 0 ? undefined : notInArray(contracts.id, [...except]),
      ),
    )
    .orderBy(contracts.id)
    .limit(1)
  if (!row) throw new Error(`no seeded record of ${department} matches ${JSON.stringify({ sealed, attached, bizType, formData, except })}`)
  return row
}

/** An approved access application of `scope` on one record for `account`, valid from yesterday until tomorrow. */
export async function grantAccess(app: App, account: string, contractId: number, scope: AccessScope): Promise<void> {
  const userId = await userIdOf(app, account)
  const [application] = await app.db
    .insert(accessApplications)
    .values({
      applyNo: `SQ-T-${scope}-${contractId}`,
      applicantId: userId,
      scope,
      validFrom: new Date(Date.now() - DAY_MS),
      validUntil: new Date(Date.now() + DAY_MS),
      reason: '测试',
      status: 'approved',
    })
    .returning({ id: accessApplications.id })
  await app.db.insert(accessApplicationContracts).values({ applicationId: application.id, contractId })
  await app.db.insert(accessApplicationGrantees).values({ applicationId: application.id, userId })
}

/** Uploads a file as the session `cookie` through File/Upload; the new file's id. */
export async function uploadFile(app: App, cookie: string, name: string, bytes: string | Buffer): Promise<string> {
  const { payload, headers } = await multipart({ name, bytes })
  const response = await app.inject({ method: 'POST', url: endpoints.files.upload.path, payload, headers: { ...headers, cookie } })
  if (response.statusCode !== 200) throw new Error(`uploading ${name} answered ${response.statusCode}: ${response.body}`)
  return response.json().data.id
}
