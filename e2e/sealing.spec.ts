import { expect, test } from '@playwright/test'
import { grantAccess } from './support/accessGrants.js'
import { claimListed } from './support/claims.js'
import { whenOpened } from './support/dialogs.js'
import { webBase } from './support/endpoints.js'
import { departmentId } from './support/records.js'
import { signIn, signedIn } from './support/signIn.js'

test('lisi seals and unseals a contract after confirming, and sees its seal history', async ({ page }) => {
  await signIn(page, 'lisi', undefined, '/safeKeeping?bizType=1&sealed=false')
  // A record of his own department: a grant would let him read another's, never seal it.
  const [{ contractNo }] = await claimListed(page.request, { bizType: 1, sealed: 'false', departmentId: await departmentId(page.request, '财务部') }, 1)
  await page.goto(`${webBase}/safeKeeping?keyword=${encodeURIComponent(contractNo)}`)
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: contractNo })
  await expect(row).toBeVisible()

  await row.getByRole('button', { name: /封\s*存$/ }).click()
  const dialog = await whenOpened(page.getByRole('dialog'))
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
  const unsealing = await whenOpened(page.getByRole('dialog').filter({ hasText: '确认解封该合同？' }))
  await unsealing.getByLabel('解封原因').fill('需补充签署附件')
  await unsealing.getByRole('button', { name: '确认解封' }).click()
  await expect(page.getByText(`解封成功：${contractNo}`)).toBeVisible()
  await expect(row).not.toContainText('已封存')
  await expect(row.getByRole('button', { name: /封\s*存$/ })).toBeVisible()
})

test('a sealer granted another department\'s record may read it but neither seal nor unseal it', async ({ browser }) => {
  test.setTimeout(120_000)
  const admin = await signedIn(browser, 'admin', '/authorize')
  const [market] = await claimListed(admin.request, { bizType: 1, sealed: 'false', departmentId: await departmentId(admin.request, '市场部') }, 1)
  const wangwu = await signedIn(browser, 'wangwu', '/authorize?tab=pending')
  await grantAccess(admin, wangwu, { contractId: market.id, grantee: 'lisi', scope: 'download', reason: '财务结算核对金额' })

  const lisi = await signedIn(browser, 'lisi', `/safeKeeping?keyword=${encodeURIComponent(market.contractNo)}`)
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
