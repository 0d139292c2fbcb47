import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { whenOpened } from './support/dialogs.js'
import { allWidgets, type SavedWidget } from './support/savedForms.js'
import { signIn } from './support/signIn.js'
import { FIXTURES, startUiFixtureLoop } from './support/vformFixtures.js'

// The designer's author tools at /formDesigner: devices, the widget tree, templates, preview,
// import and export, data sources, autosave, copy and paste.

const canvas = (page: Page) => page.locator('[data-designer-canvas]')
const canvasForm = (page: Page) => canvas(page).locator('.tfd-canvas-form')
const frames = (page: Page, type: string) => canvas(page).locator(`[data-designer-type="${type}"]`)
const toolbar = (page: Page) => page.getByRole('toolbar', { name: '设计器工具栏' })

/** type:name of every widget in reading order, nested ones included. */
const outline = (list: readonly SavedWidget[]): string[] => allWidgets(list).map((widget) => `${widget.type}:${widget.options.name}`)

async function openDesigner(page: Page): Promise<void> {
  await signIn(page, 'admin', undefined, '/formDesigner')
  await expect(page.getByRole('tab', { name: '组件库' })).toBeVisible()
}

async function useTemplate(page: Page, title: string): Promise<void> {
  await page.getByRole('tab', { name: '表单模板' }).click()
  await page.getByRole('button', { name: `使用模板：${title}` }).click()
  const confirm = page.getByRole('dialog').filter({ hasText: `使用模板“${title}”？` })
  if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: '替 换' }).click()
  await page.getByRole('tab', { name: '组件库' }).click()
}

/** Replaces the text of the CodeMirror editor inside `scope` by pasting it (typing would auto-indent and close brackets). */
async function typeInCodeEditor(page: Page, scope: Locator, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await scope.locator('.cm-content').click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.press('ControlOrMeta+v')
}

async function importJson(page: Page, text: string): Promise<Locator> {
  await toolbar(page).getByRole('button', { name: '导入JSON' }).click()
  const dialog = await whenOpened(page.getByRole('dialog').filter({ hasText: '导入的 JSON 将替换当前表单' }))
  await expect(dialog.locator('.cm-content')).toContainText('"widgetList"')
  await typeInCodeEditor(page, dialog, text)
  await dialog.getByRole('button', { name: '导 入' }).click()
  return dialog
}

/**
 * The exported JSON as 保存为文件 downloads it; with `copy`, 复制JSON must put the same text on the
 * clipboard too (one clipboard check suffices: the fixture loop reads the file).
 */
async function exportedJson(page: Page, { copy = false } = {}): Promise<{ widgetList: SavedWidget[]; formConfig: Record<string, unknown> }> {
  await toolbar(page).getByRole('button', { name: '导出JSON' }).click()
  const dialog = await whenOpened(page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '复制JSON' }) }))
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: '保存为文件' }).click()
  const text = readFileSync(await (await download).path(), 'utf8')
  if (copy) {
    await dialog.getByRole('button', { name: '复制JSON' }).click()
    await expect(page.locator('.ant-message')).toContainText('已复制到剪贴板')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text)
  }
  await dialog.getByRole('button', { name: '关 闭' }).click()
  await expect(dialog).toBeHidden()
  return JSON.parse(text) as { widgetList: SavedWidget[]; formConfig: Record<string, unknown> }
}

test.describe('form designer tools', () => {
  test.use({ viewport: { width: 1440, height: 1000 }, permissions: ['clipboard-read', 'clipboard-write'] })

  test('switches devices and selects through the widget tree', async ({ page }) => {
    await openDesigner(page)
    await useTemplate(page, '合同登记表')
    await expect(frames(page, 'card')).toHaveCount(3)
    const pcWidth = (await canvasForm(page).boundingBox())!.width
    await toolbar(page).getByText('H5', { exact: true }).click()
    await expect(canvas(page).locator('.tfr-form')).toHaveAttribute('data-layout-type', 'H5')
    await expect.poll(async () => Math.round((await canvasForm(page).boundingBox())!.width)).toBe(420)
    // grid columns take their xs span (24) on a phone: the two columns sit one above the other
    const cols = frames(page, 'grid-col')
    expect((await cols.nth(1).boundingBox())!.y).toBeGreaterThan((await cols.nth(0).boundingBox())!.y)
    // Pad: 960 px, or the whole canvas when it is narrower
    await toolbar(page).getByText('Pad', { exact: true }).click()
    await expect(canvas(page).locator('.tfr-form')).toHaveAttribute('data-layout-type', 'Pad')
    await expect.poll(async () => Math.round((await canvasForm(page).boundingBox())!.width)).toBe(Math.round(Math.min(960, pcWidth)))
    await toolbar(page).getByText('PC', { exact: true }).click()
    await expect.poll(async () => (await canvasForm(page).boundingBox())!.width).toBe(pcWidth)

    await toolbar(page).getByRole('button', { name: '组件层次结构树' }).click()
    const drawer = page.getByRole('dialog').filter({ hasText: '组件层次结构树' })
    await drawer.getByText('多行输入 remark', { exact: true }).click()
    await expect(frames(page, 'textarea').last()).toHaveClass(/tfd-selected/)
    await expect(frames(page, 'textarea').last()).toBeInViewport()
  })

  test('uses a template, previews it, gets its data after validation and clears the canvas', async ({ page }) => {
    await openDesigner(page)
    await importJson(
      page,
      JSON.stringify({
        widgetList: [{ id: 'title', type: 'input', formItemFlag: true, options: { name: 'title', label: '合同名称', required: true } }],
        formConfig: {},
      }),
    )
    await expect(frames(page, 'input')).toHaveCount(1)
    await toolbar(page).getByRole('button', { name: '预览' }).click()
    const preview = await whenOpened(page.getByRole('dialog').filter({ hasText: '表单预览' }))
    await preview.getByRole('button', { name: '获取数据' }).click()
    await expect(preview.getByText(/^表单校验未通过/)).toBeVisible()
    await preview.locator('[data-widget-name="title"] input').fill('采购合同')
    await preview.getByRole('button', { name: '获取数据' }).click()
    const data = page.locator('pre[aria-label="表单数据"]')
    await expect(data).toContainText('"title": "采购合同"')
    await page.keyboard.press('Escape')
    await preview.getByRole('button', { name: '禁用编辑' }).click()
    await expect(preview.locator('[data-widget-name="title"] input')).toBeDisabled()
    await preview.getByRole('button', { name: '恢复编辑' }).click()
    await expect(preview.locator('[data-widget-name="title"] input')).toBeEnabled()
    await preview.getByRole('button', { name: '重置表单' }).click()
    await expect(preview.locator('[data-widget-name="title"] input')).toHaveValue('')
    await preview.getByRole('button', { name: '关 闭' }).click()

    await useTemplate(page, '招投标登记')
    await expect(frames(page, 'sub-form')).toHaveCount(1)
    await toolbar(page).getByRole('button', { name: /清空/ }).click()
    const confirmClear = await whenOpened(page.getByRole('dialog', { name: '清空表单？' }))
    await confirmClear.getByRole('button', { name: '清 空' }).click()
    await expect(frames(page, 'card')).toHaveCount(0)
    await toolbar(page).getByRole('button', { name: '撤销' }).click()
    await expect(frames(page, 'sub-form')).toHaveCount(1)
  })

  test('imports VForm fixtures and exports them back', async ({ page }) => {
    const loop = startUiFixtureLoop(15_000, 30_000)
    await openDesigner(page)
    for (const file of loop) {
      const original = JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8')) as { widgetList: SavedWidget[]; formConfig: Record<string, unknown> }
      const dialog = await importJson(page, JSON.stringify(original, null, 2))
      await expect(dialog, file).toBeHidden()
      const exported = await exportedJson(page)
      expect(outline(exported.widgetList), file).toEqual(outline(original.widgetList))
      // a second round trip changes nothing: the export is what the designer keeps
      await importJson(page, JSON.stringify(exported))
      expect(await exportedJson(page), file).toEqual(exported)
    }
  })

  test('refuses a bad JSON with its place and a JSON without widgetList with the SPEC message', async ({ page }) => {
    await openDesigner(page)
    const dialog = await importJson(page, '{\n"widgetList": [\n}')
    await expect(dialog.getByRole('alert')).toContainText('第 3 行，第 1 列')
    await typeInCodeEditor(page, dialog, '{"formConfig": {}}')
    await dialog.getByRole('button', { name: '导 入' }).click()
    await expect(dialog.getByRole('alert')).toContainText('Invalid format of form json.')
    await dialog.getByRole('button', { name: '取 消' }).click()
    await expect(toolbar(page).getByRole('button', { name: '撤销' })).toBeDisabled()
  })

  test('builds a data source against the dictionary endpoint and tests it', async ({ page }) => {
    await openDesigner(page)
    await page.getByRole('tab', { name: '表单设置' }).click()
    await page.getByRole('button', { name: '数据源管理' }).click()
    const manager = await whenOpened(page.getByRole('dialog', { name: '数据源管理' }))
    await manager.getByRole('button', { name: '新增数据源' }).click()
    const editor = await whenOpened(page.getByRole('dialog', { name: '编辑数据源：dataSource1' }))
    await editor.getByLabel('唯一名称').fill('departments')
    await editor.getByLabel('请求地址').fill('/contracttandem/api/Dict/Departments')
    await editor.getByRole('button', { name: '测 试' }).click()
    await expect(editor.getByLabel('请求', { exact: true })).toContainText('GET /contracttandem/api/Dict/Departments')
    await expect(editor.getByLabel('返回结果')).toContainText('法务部')
    await editor.getByRole('button', { name: '保 存' }).click()
    await expect(page.locator('[data-ds-name="departments"]')).toBeVisible()
  })

  test('autosaves: a reloaded designer restores the form with a notice and can undo the restore', async ({ page }) => {
    await openDesigner(page)
    await useTemplate(page, '律师函登记')
    await expect(frames(page, 'card')).toHaveCount(2)
    await page.waitForTimeout(600)
    await page.reload()
    await expect(page.getByText('已恢复自动保存的表单')).toBeVisible()
    await expect(frames(page, 'card')).toHaveCount(2)
    await page.getByRole('button', { name: '撤销恢复' }).click()
    await expect(frames(page, 'card')).toHaveCount(0)
  })

  test('copies a grid with Ctrl+C and pastes it with fresh names with Ctrl+V', async ({ page }) => {
    await openDesigner(page)
    await useTemplate(page, '合同用印申请')
    const firstGrid = frames(page, 'grid').first()
    const before = await frames(page, 'grid').count()
    await toolbar(page).getByRole('button', { name: '组件层次结构树' }).click()
    const drawer = page.getByRole('dialog').filter({ hasText: '组件层次结构树' })
    await drawer.getByText('栅格 applicantGrid1', { exact: true }).click()
    // closing the drawer gives the focus back to the toolbar, inside the designer; a key pressed
    // before it is back goes to the closing drawer, outside the designer's shortcuts
    await drawer.locator('.ant-drawer-close').click()
    await expect(drawer).toBeHidden()
    await expect(toolbar(page).getByRole('button', { name: '组件层次结构树' })).toBeFocused()
    await expect(firstGrid).toHaveClass(/tfd-selected/)
    await page.locator('body').press('ControlOrMeta+c')
    await page.locator('body').press('ControlOrMeta+v')
    await expect(frames(page, 'grid')).toHaveCount(before + 1)
    const exported = await exportedJson(page, { copy: true })
    const names = outline(exported.widgetList).map((entry) => entry.split(':')[1])
    expect(new Set(names).size).toBe(names.length)
  })

  test('axe finds no serious or critical violation in the toolbar, the template list and the preview', async ({ page }) => {
    await openDesigner(page)
    await useTemplate(page, '合同付款申请')
    await page.getByRole('tab', { name: '表单模板' }).click()
    await toolbar(page).getByRole('button', { name: '预览' }).click()
    await expect(page.getByRole('dialog').filter({ hasText: '表单预览' }).locator('.tfr-form')).toBeVisible()
    const results = await new AxeBuilder({ page })
      .include('.tfd-toolbar')
      .include('.tfd-template-list')
      .include('.ant-modal-footer')
      .analyze()
    const grave = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    expect(grave.map((violation) => `${violation.id}: ${violation.nodes.length} × ${violation.help}`)).toEqual([])
  })
})
