import { expect, test, type Page } from '@playwright/test'
import { whenOpened } from './support/dialogs.js'
import { webBase } from './support/endpoints.js'
import { startUiFixtureLoop } from './support/vformFixtures.js'

// The form playground is a public static page of the built SPA (no sign-in).
const PLAYGROUND = `${webBase}/playground.html`

const result = (page: Page) => page.getByTestId('playground-result')
const form = (page: Page) => page.locator('.tfr-form')

async function openPlayground(page: Page): Promise<void> {
  await page.goto(PLAYGROUND)
  await expect(form(page).locator('[data-widget-name="contractName"]')).toBeVisible()
}

test.describe('form playground', () => {
  test('fixtures load from the select; typed values come back from getFormData', async ({ page }) => {
    const loop = startUiFixtureLoop(20_000, 20_000)
    await openPlayground(page)
    for (const file of loop) {
      await page.getByLabel('示例表单').selectOption(file)
      await expect(result(page)).toHaveText(`已加载：${file}`)
      const input = form(page).locator('[data-widget-type="input"] input:not([disabled]):not([readonly])').first()
      await expect(input, file).toBeVisible()
      const name = await input.locator('xpath=ancestor::*[@data-widget-type="input"][1]').getAttribute('data-widget-name')
      await input.fill(`值-${file.slice(0, 2)}`)
      await page.getByRole('button', { name: '获取数据（不校验）' }).click()
      await expect(result(page), file).toContainText(`"${name}": "值-${file.slice(0, 2)}"`)
    }
  })

  test('a pasted form JSON renders; one the renderer refuses keeps the dialog open with the reason', async ({ page }) => {
    await openPlayground(page)
    await page.getByRole('button', { name: '编辑 JSON' }).click()
    const dialog = await whenOpened(page.getByRole('dialog'))
    await expect(dialog.getByLabel('表单 JSON')).toHaveValue(/"contractName"/)
    await dialog.getByLabel('表单 JSON').fill('{ "widgetList": [] }')
    await dialog.getByRole('button', { name: /渲\s*染/ }).click()
    await expect(dialog).toContainText('Invalid format of form json.')
    await expect(form(page).locator('[data-widget-name="contractName"]')).toBeVisible()

    const pasted = { formConfig: {}, widgetList: [{ type: 'input', formItemFlag: true, options: { name: 'pastedField', label: '粘贴的字段' } }] }
    await dialog.getByLabel('表单 JSON').fill(JSON.stringify(pasted))
    await dialog.getByRole('button', { name: /渲\s*染/ }).click()
    await expect(dialog).toBeHidden()
    await expect(result(page)).toHaveText('已渲染编辑后的 JSON')
    await expect(form(page).locator('[data-widget-name="pastedField"]')).toContainText('粘贴的字段')
    await expect(form(page).locator('[data-widget-name="contractName"]')).toHaveCount(0)
  })

  test('a required empty field shows its message and is scrolled into view', async ({ page }) => {
    await openPlayground(page)
    await page.getByRole('button', { name: '获取数据（校验）' }).click()
    await expect(result(page)).toContainText('表单数据校验失败')
    const field = form(page).locator('[data-widget-name="contractName"]')
    await expect(field.getByRole('alert')).toHaveText('字段值不可为空')
    await expect(field).toBeInViewport()
  })

  test('read mode shows values as text, edit mode brings the controls back', async ({ page }) => {
    await openPlayground(page)
    const field = form(page).locator('[data-widget-name="contractName"]')
    await field.locator('input').fill('采购合同')
    await page.getByRole('button', { name: '只读模式' }).click()
    await expect(field.locator('input')).toHaveCount(0)
    await expect(field).toContainText('采购合同')
    await page.getByRole('button', { name: '编辑模式' }).click()
    await expect(field.locator('input')).toHaveValue('采购合同')
  })

  test('sub-form rows are added, and deleted only after confirmation', async ({ page }) => {
    await openPlayground(page)
    const rows = form(page).locator('[data-widget-name="lines"] [data-row-id]')
    await expect(rows).toHaveCount(1)
    await page.getByRole('button', { name: /新\s*增/ }).click()
    await expect(rows).toHaveCount(2)
    await rows.nth(0).locator('[data-widget-name="item"] input').fill('第一行')
    await rows.nth(1).locator('[data-widget-name="item"] input').fill('第二行')
    await rows.nth(0).getByRole('button', { name: '删除' }).click()
    const confirm = page.locator('.ant-modal-confirm')
    await expect(confirm).toContainText('确定删除该行数据吗？')
    await confirm.getByRole('button', { name: /取\s*消/ }).click()
    await expect(rows).toHaveCount(2)
    await rows.nth(0).getByRole('button', { name: '删除' }).click()
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /删\s*除/ }).click()
    await expect(rows).toHaveCount(1)
    await expect(rows.nth(0).locator('[data-widget-name="item"] input')).toHaveValue('第二行')
  })

  test('window.__formPlayground renders a JSON and returns its data after paint', async ({ page }) => {
    await openPlayground(page)
    const data = await page.evaluate(async () => {
      const playground = window.__formPlayground
      if (!playground) throw new Error('no __formPlayground')
      await playground.setFormJson({ formConfig: {}, widgetList: [{ id: 'x', type: 'input', formItemFlag: true, options: { name: 'x' } }] })
      await playground.setFormData({ x: 'from harness' })
      return playground.getFormData(false)
    })
    expect(data).toEqual({ x: 'from harness' })
    await expect(form(page).locator('[data-widget-name="x"] input')).toHaveValue('from harness')
  })
})

declare global {
  interface Window {
    __formPlayground?: {
      setFormJson(json: unknown): Promise<void>
      setFormData(data: unknown): Promise<void>
      getFormData(validate?: boolean): Promise<unknown>
    }
  }
}
