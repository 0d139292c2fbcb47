import { expect, type Page } from '@playwright/test'
import type { AccountName } from './signIn.js'

/** The id of the account's user, as 授权人员 lists it. */
async function userIdOf(page: Page, account: AccountName): Promise<number> {
  const users = ((await (await page.request.get('/contracttandem/api/Dict/Users', { params: { keyword: account } })).json()) as { data: Array<{ id: number; account: string }> }).data
  const user = users.find((candidate) => candidate.account === account)
  if (!user) throw new Error(`no user has the account ${account}`)
  return user.id
}

/**
 * Grants `grantee` the `scope` on the record as the product does, from a minute ago for a day:
 * admin applies and wangwu (授权审批人) approves. Only authorize.spec.ts has wangwu apply, so
 * wangwu's applications and the decisions he is told of are that spec's own.
 */
export async function grantAccess(admin: Page, wangwu: Page, grant: { contractId: number; grantee: AccountName; scope: 'view' | 'download'; reason: string }): Promise<void> {
  const now = Date.now()
  const saved = await admin.request.post('/contracttandem/api/AuthApply/SaveData', {
    data: {
      contractIds: [grant.contractId],
      granteeUserIds: [await userIdOf(admin, grant.grantee)],
      scope: grant.scope,
      validFrom: new Date(now - 60_000).toISOString(),
      validUntil: new Date(now + 86_400_000).toISOString(),
      reason: grant.reason,
    },
  })
  expect(saved.ok()).toBe(true)
  const { id: applyId } = ((await saved.json()) as { data: { id: number } }).data
  const decided = await wangwu.request.post('/contracttandem/api/AuthApply/Decide', { data: { applyId, decision: 'approved', comment: '' } })
  expect(await decided.json()).toMatchObject({ success: true })
}
