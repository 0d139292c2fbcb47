import { expect, test } from '@playwright/test'
import { webBase } from './support/endpoints.js'
import { signIn } from './support/signIn.js'

test('lisi seals and unseals a contract after confirming, and sees its seal history', async ({ page }) => {
  await signIn(page, 'lisi', undefined, '/safeKeeping?bizType=1&sealed=false')
  const first = page.locator('.ant-table-tbody tr.ant-table-row').first()
  const contractNo = (await first.locator('td').first().innerText()).trim()
  await page.goto(`${webBase}/safeKeeping?keyword=${encodeURIComponent(contractNo)}`)
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: contractNo })
  await expect(row).toBeVisible()

  await row.getByRole('button', { name: /封\s*存$/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('确认封存该合同？')
  await dialog.getByRole('button', { name: '确认封存' }).click()
  await expect(page.getByText(`封存成功：${contractNo}`)).toBeVisible()
  await expect(row).toContainText('已封存')

  await row.getByRole('button', { name: /封存记录/ }).click()
  const drawer = page.getByRole('dialog').filter({ hasText: `封存记录 · ${contractNo}` })
  await expect(drawer).toBeVisible()
  await expect(drawer.locator('.ant-timeline-item').first()).toContainText('李四：未封存 → 已封存')
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()

  await row.getByRole('button', { name: /解\s*封/ }).click()
  await page
    .getByRole('dialog')
    .filter({ hasText: '确认解封该合同？' })
    .getByRole('button', { name: '确认解封' })
    .click()
  await expect(page.getByText(`解封成功：${contractNo}`)).toBeVisible()
  await expect(row).not.toContainText('已封存')
  await expect(row.getByRole('button', { name: /封\s*存$/ })).toBeVisible()
})
