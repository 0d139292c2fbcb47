import { expect, test, type Browser, type Page } from '@playwright/test'
import { claimListed } from './support/claims.js'
import { whenOpened } from './support/dialogs.js'
import { webBase } from './support/endpoints.js'
import { departmentId, recordDetail, type ListedRecord } from './support/records.js'
import { pickOption } from './support/selects.js'
import { signedIn } from './support/signIn.js'

// wangwu's applications, their decisions and the notice of them are this spec's own: specs that
// need a grant have admin apply (support/accessGrants.ts).

/** The page size the approval list starts with. */
const PENDING_PAGE_SIZE = 10

/** A contract of wangwu's department (市场部) that zhangsan cannot open yet, claimed for the test. */
async function marketContract(browser: Browser, wangwu: Page): Promise<ListedRecord> {
  const zhangsan = await signedIn(browser, 'zhangsan', '/contractList')
  try {
    const [contract] = await claimListed(wangwu.request, { bizType: 1, departmentId: await departmentId(wangwu.request, '市场部') }, 1, async (row) => {
      return (await recordDetail(zhangsan.request, row)).status() === 403
    })
    return contract
  } finally {
    await zhangsan.context().close()
  }
}

/** Fills and submits the application form for zhangsan; answers the new application number. */
async function applyForZhangsan(page: Page, contract: ListedRecord): Promise<string> {
  await page.goto(`${webBase}/authorize`)
  await page.getByLabel('申请的合同').fill(contract.contractNo)
  await pickOption(page, new RegExp(contract.contractNo))
  await page.getByLabel('授权人员').fill('张三')
  await pickOption(page, /zhangsan/)
  await page.getByLabel('申请理由').fill('联合采购项目需要核对合同条款')
  // The number comes from the answer: the toast that also shows it leaves after three seconds.
  const saved = page.waitForResponse((response) => response.url().includes('/AuthApply/SaveData'))
  await page.getByRole('button', { name: /提交申请/ }).click()
  const { applyNo } = ((await (await saved).json()) as { data: { applyNo: string } }).data
  await expect(page.getByText(`申请已提交，单号 ${applyNo}`)).toBeVisible()
  await expect(page).toHaveURL(/tab=mine/)
  return applyNo
}

/** An approver decides the application on the 待我审批 tab (oldest first: the newest is on the last page). */
async function decide(admin: Page, applyNo: string, action: '通过' | '驳回', comment = '') {
  await admin.goto(`${webBase}/authorize?tab=pending`)
  const pending = await admin.request.get('/contracttandem/api/AuthApply/GetPendingList', { params: { pageIndex: 1, pageSize: 1 } })
  const lastPage = Math.ceil(((await pending.json()) as { data: { total: number } }).data.total / PENDING_PAGE_SIZE)
  if (lastPage > 1) await admin.locator(`.ant-pagination-item[title="${lastPage}"]`).click()
  const row = admin.locator('.ant-table-row', { hasText: applyNo })
  await row.getByRole('button', { name: new RegExp(action.split('').join('\\s*')) }).click()
  const dialog = await whenOpened(admin.getByRole('dialog').filter({ hasText: applyNo }))
  if (comment) await dialog.getByLabel('审批意见').fill(comment)
  await dialog.getByRole('button', { name: `确认${action}` }).click()
  return { row, dialog }
}

/** The id behind an application number, from the applicant's own list. */
async function applyIdOf(page: Page, applyNo: string): Promise<number> {
  const mine = await page.request.get('/contracttandem/api/AuthApply/GetMyList', { params: { pageIndex: 1, pageSize: 20 } })
  const list = ((await mine.json()) as { data: { list: Array<{ id: number; applyNo: string }> } }).data.list
  return list.find((application) => application.applyNo === applyNo)!.id
}

test('wangwu applies for zhangsan, admin approves, zhangsan then sees the contract', async ({ browser }) => {
  test.setTimeout(180_000)
  const wangwu = await signedIn(browser, 'wangwu', '/authorize')
  const contract = await marketContract(browser, wangwu)
  const zhangsan = await signedIn(browser, 'zhangsan', `/contractDetail?id=${contract.id}`)
  await expect(zhangsan.locator('.ant-result')).toContainText('无权查看该记录')

  const applyNo = await applyForZhangsan(wangwu, contract)
  const myRow = wangwu.locator('.ant-table-row', { hasText: applyNo })
  await expect(myRow).toContainText('待审批')
  // wangwu approves too, but his own application is never listed (nor counted) for him, and the server refuses it.
  const ownPending = wangwu.waitForResponse((response) => response.url().includes('/AuthApply/GetPendingList'))
  await wangwu.goto(`${webBase}/authorize?tab=pending`)
  const listed = ((await (await ownPending).json()) as { data: { list: Array<{ applyNo: string; applicant: { name: string } }> } }).data.list
  expect(listed.filter((application) => application.applicant.name === '王五')).toEqual([])
  await expect(wangwu.locator('.ant-table-row', { hasText: applyNo })).toHaveCount(0)
  const own = await wangwu.request.post('/contracttandem/api/AuthApply/Decide', { data: { applyId: await applyIdOf(wangwu, applyNo), decision: 'approved', comment: '' } })
  expect(await own.json()).toMatchObject({ success: false, msg: '不能审批自己提交的申请' })

  const admin = await signedIn(browser, 'admin', '/authorize?tab=pending')
  const { row } = await decide(admin, applyNo, '通过')
  await expect(admin.getByText(`已通过申请 ${applyNo}`)).toBeVisible()
  await expect(row).toHaveCount(0)

  // The decision shows as a notice on 合同授权 until wangwu looks at his applications.
  await wangwu.goto(`${webBase}/contractList`)
  const notice = wangwu.getByRole('menu', { name: '功能菜单' }).getByTitle('1 条新的审批结果')
  await expect(notice).toBeVisible()
  await wangwu.goto(`${webBase}/authorize?tab=mine`)
  await expect(myRow).toContainText('已通过 · 生效中')
  await expect(myRow).toContainText('系统管理员')
  await expect(notice).toHaveCount(0)
  await myRow.locator('.ant-table-row-expand-icon').click()
  await expect(wangwu.locator('.ant-steps')).toContainText('系统管理员')

  await zhangsan.goto(`${webBase}/contractDetail?id=${contract.id}`)
  await expect(zhangsan.getByRole('heading', { name: contract.contractName })).toBeVisible()
  // A grant lets him read: no 上传附件.
  await expect(zhangsan.getByText(/^附件（\d+）$/)).toBeVisible()
  await expect(zhangsan.getByRole('button', { name: /上传附件/ })).toHaveCount(0)
  await zhangsan.goto(`${webBase}/contractList?keyword=${encodeURIComponent(contract.contractNo)}`)
  await expect(zhangsan.locator('.ant-table-row', { hasText: contract.contractNo })).toContainText('市场部')
})

test('a rejection needs a comment, the applicant sees it, and nothing is granted', async ({ browser }) => {
  test.setTimeout(180_000)
  const wangwu = await signedIn(browser, 'wangwu', '/authorize')
  const contract = await marketContract(browser, wangwu)
  const applyNo = await applyForZhangsan(wangwu, contract)

  const admin = await signedIn(browser, 'admin', '/authorize?tab=pending')
  const { dialog } = await decide(admin, applyNo, '驳回')
  await expect(dialog).toContainText('驳回时必须填写审批意见')
  await dialog.getByLabel('审批意见').fill('与项目无关')
  await dialog.getByRole('button', { name: '确认驳回' }).click()
  await expect(admin.getByText(`已驳回申请 ${applyNo}`)).toBeVisible()

  await wangwu.goto(`${webBase}/authorize?tab=mine`)
  const myRow = wangwu.locator('.ant-table-row', { hasText: applyNo })
  await expect(myRow).toContainText('已驳回')
  await myRow.locator('.ant-table-row-expand-icon').click()
  await expect(wangwu.locator('.ant-steps')).toContainText('与项目无关')

  const zhangsan = await signedIn(browser, 'zhangsan', `/contractDetail?id=${contract.id}`)
  await expect(zhangsan.locator('.ant-result')).toContainText('无权查看该记录')
})

test('the applicant withdraws a pending application, which leaves the list of approvers', async ({ browser }) => {
  test.setTimeout(180_000)
  const wangwu = await signedIn(browser, 'wangwu', '/authorize')
  const contract = await marketContract(browser, wangwu)
  const applyNo = await applyForZhangsan(wangwu, contract)
  const myRow = wangwu.locator('.ant-table-row', { hasText: applyNo })
  await myRow.getByRole('button', { name: /撤\s*回/ }).click()
  await wangwu.locator('.ant-popconfirm').getByRole('button', { name: /撤\s*回/ }).click()
  await expect(wangwu.getByText(`已撤回申请 ${applyNo}`)).toBeVisible()
  await expect(myRow).toContainText('已撤回')
  await expect(myRow.getByRole('button', { name: /撤\s*回/ })).toHaveCount(0)

  const admin = await signedIn(browser, 'admin', '/authorize?tab=pending')
  const pending = await admin.request.get('/contracttandem/api/AuthApply/GetPendingList', { params: { pageIndex: 1, pageSize: 100 } })
  const list = ((await pending.json()) as { data: { list: Array<{ applyNo: string }> } }).data.list
  expect(list.map((application) => application.applyNo)).not.toContain(applyNo)
})
