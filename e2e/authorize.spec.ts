import { expect, test, type Browser, type Page } from '@playwright/test'
import { webBase } from './support/endpoints.js'
import { signIn, type AccountName } from './support/signIn.js'

/** The page size the approval list starts with. */
const PENDING_PAGE_SIZE = 10

interface Contract {
  id: number
  contractNo: string
  contractName: string
  department: string
}

async function signedIn(browser: Browser, account: AccountName, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signIn(page, account, undefined, path)
  return page
}

/** A contract of the signed-in user's department (wangwu: 市场部) that zhangsan cannot see. */
async function marketContract(page: Page, skip: number): Promise<Contract> {
  const answer = await page.request.get('/contracttandem/api/ContractSealed/GetContractList', {
    params: { bizType: 1, pageSize: 50 },
  })
  const rows = ((await answer.json()) as { data: { list: Contract[] } }).data.list.filter(
    (row) => row.department === '市场部',
  )
  if (rows.length <= skip) throw new Error('wangwu sees too few contracts of 市场部')
  return rows[skip]
}

/** Fills and submits the application form for zhangsan; answers the new application number. */
async function applyForZhangsan(page: Page, contract: Contract): Promise<string> {
  await page.goto(`${webBase}/authorize`)
  await page.getByLabel('申请的合同').fill(contract.contractNo)
  await page.locator('.ant-select-item-option').filter({ hasText: contract.contractNo }).click()
  await page.getByLabel('授权人员').fill('张三')
  await page.locator('.ant-select-item-option').filter({ hasText: 'zhangsan' }).click()
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
  const dialog = admin.getByRole('dialog').filter({ hasText: applyNo })
  if (comment) await dialog.getByLabel('审批意见').fill(comment)
  await dialog.getByRole('button', { name: `确认${action}` }).click()
  return { row, dialog }
}

test('wangwu applies for zhangsan, admin approves, zhangsan then sees the contract', async ({ browser }) => {
  test.setTimeout(180_000)
  const wangwu = await signedIn(browser, 'wangwu', '/authorize')
  const contract = await marketContract(wangwu, 0)
  const zhangsan = await signedIn(browser, 'zhangsan', `/contractDetail?id=${contract.id}`)
  await expect(zhangsan.locator('.ant-result')).toContainText('无权查看该记录')

  const applyNo = await applyForZhangsan(wangwu, contract)
  const myRow = wangwu.locator('.ant-table-row', { hasText: applyNo })
  await expect(myRow).toContainText('待审批')
  // wangwu approves too, but not his own application: the server's msg is shown.
  const ownDecision = wangwu.waitForResponse((response) => response.url().includes('/AuthApply/Decide'))
  await decide(wangwu, applyNo, '通过')
  expect(await (await ownDecision).json()).toMatchObject({ success: false, msg: '不能审批自己提交的申请' })
  await expect(wangwu.locator('.ant-message').getByText('不能审批自己提交的申请')).toBeVisible()

  const admin = await signedIn(browser, 'admin', '/authorize?tab=pending')
  const { row } = await decide(admin, applyNo, '通过')
  await expect(admin.getByText(`已通过申请 ${applyNo}`)).toBeVisible()
  await expect(row).toHaveCount(0)

  await wangwu.goto(`${webBase}/authorize?tab=mine`)
  await expect(myRow).toContainText('已通过 · 生效中')
  await myRow.locator('.ant-table-row-expand-icon').click()
  await expect(wangwu.locator('.ant-steps')).toContainText('系统管理员')

  await zhangsan.goto(`${webBase}/contractDetail?id=${contract.id}`)
  await expect(zhangsan.getByRole('heading', { name: contract.contractName })).toBeVisible()
  await zhangsan.goto(`${webBase}/contractList?keyword=${encodeURIComponent(contract.contractNo)}`)
  await expect(zhangsan.locator('.ant-table-row', { hasText: contract.contractNo })).toContainText('市场部')
})

test('a rejection needs a comment, the applicant sees it, and nothing is granted', async ({ browser }) => {
  test.setTimeout(180_000)
  const wangwu = await signedIn(browser, 'wangwu', '/authorize')
  const contract = await marketContract(wangwu, 1)
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
