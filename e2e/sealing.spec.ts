import { expect, test } from '@playwright/test'
import { webBase } from './support/endpoints.js'
import { signIn } from './support/signIn.js'

test('lisi seals and unseals a contract after confirming, and sees its seal history', async ({ page }) => {
  await signIn(page, 'lisi', undefined, '/safeKeeping?bizType=1&sealed=false')
  // A record of his own department: a grant would let him read another's, never seal it.
  const first = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '财务部' }).first()
  const contractNo = (await first.locator('td a').first().innerText()).trim()
  await page.goto(`${webBase}/safeKeeping?keyword=${encodeURIComponent(contractNo)}`)
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: contractNo })
  await expect(row).toBeVisible()

  await row.getByRole('button', { name: /封\s*存$/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('确认封存该合同？')
  // The reason is required: confirming without it sends nothing.
  await dialog.getByRole('button', { name: '确认封存' }).click()
  await expect(dialog).toContainText('请填写封存原因')
  await dialog.getByLabel('封存原因').fill('合同履行完毕，原件归档')
  await dialog.getByLabel('档案位置').fill('档案室 A-03 柜')
  await dialog.getByRole('button', { name: '确认封存' }).click()
  await expect(page.getByText(`封存成功：${contractNo}`)).toBeVisible()
  await expect(row).toContainText('已封存')

  await row.getByRole('button', { name: /封存记录/ }).click()
  const drawer = page.getByRole('dialog').filter({ hasText: `封存记录 · ${contractNo}` })
  await expect(drawer).toBeVisible()
  await expect(drawer.locator('.ant-timeline-item').first()).toContainText('李四：未封存 → 已封存')
  await expect(drawer.locator('.ant-timeline-item').first()).toContainText('封存原因：合同履行完毕，原件归档；档案位置：档案室 A-03 柜')
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()

  await row.getByRole('button', { name: /解\s*封/ }).click()
  const unsealing = page.getByRole('dialog').filter({ hasText: '确认解封该合同？' })
  await unsealing.getByLabel('解封原因').fill('需补充签署附件')
  await unsealing.getByRole('button', { name: '确认解封' }).click()
  await expect(page.getByText(`解封成功：${contractNo}`)).toBeVisible()
  await expect(row).not.toContainText('已封存')
  await expect(row.getByRole('button', { name: /封\s*存$/ })).toBeVisible()
})

test('a sealer granted another department\'s record may read it but neither seal nor unseal it', async ({ browser }) => {
  test.setTimeout(120_000)
  const wangwu = await (await browser.newContext()).newPage()
  await signIn(wangwu, 'wangwu', undefined, '/authorize')
  const listed = await wangwu.request.get('/contracttandem/api/ContractSealed/GetContractList', { params: { bizType: 1, pageSize: 50, sealed: 'false' } })
  const market = ((await listed.json()) as { data: { list: Array<{ id: number; contractNo: string; department: string }> } }).data.list.find(
    (row) => row.department === '市场部',
  )!
  const users = await wangwu.request.get('/contracttandem/api/Dict/Users', { params: { keyword: 'lisi' } })
  const lisiId = ((await users.json()) as { data: Array<{ id: number; account: string }> }).data.find((user) => user.account === 'lisi')!.id
  const saved = await wangwu.request.post('/contracttandem/api/AuthApply/SaveData', {
    data: {
      contractIds: [market.id],
      granteeUserIds: [lisiId],
      scope: 'download',
      validFrom: new Date(Date.now() - 60_000).toISOString(),
      validUntil: new Date(Date.now() + 86_400_000).toISOString(),
      reason: '财务结算核对金额',
    },
  })
  const applyId = ((await saved.json()) as { data: { id: number } }).data.id
  const admin = await (await browser.newContext()).newPage()
  await signIn(admin, 'admin', undefined, '/authorize')
  expect((await admin.request.post('/contracttandem/api/AuthApply/Decide', { data: { applyId, decision: 'approved', comment: '' } })).ok()).toBe(true)

  const lisi = await (await browser.newContext()).newPage()
  await signIn(lisi, 'lisi', undefined, `/safeKeeping?keyword=${encodeURIComponent(market.contractNo)}`)
  const row = lisi.locator('.ant-table-tbody tr.ant-table-row', { hasText: market.contractNo })
  await expect(row).toContainText('市场部')
  await expect(row.getByRole('button', { name: /封\s*存$/ })).toBeDisabled()
  const refused = await lisi.request.post('/contracttandem/api/ContractSealed/ContractSealed/1', { data: [market.id], params: { reason: '归档' } })
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toMatchObject({ success: false, msg: '只能封存或解封本部门的记录' })

  // A download grant downloads, but adds nothing.
  await lisi.goto(`${webBase}/contractDetail?id=${market.id}`)
  await expect(lisi.getByText(/^附件（\d+）$/)).toBeVisible()
  await expect(lisi.getByRole('button', { name: /下\s*载/ }).first()).toBeEnabled()
  await expect(lisi.getByRole('button', { name: /上传附件/ })).toHaveCount(0)
})
