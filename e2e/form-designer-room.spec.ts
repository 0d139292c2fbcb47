import { expect, test, type Locator, type Page } from '@playwright/test'
import { webBase } from './support/endpoints.js'
import { data, field, FORM_API } from './support/recordForms.js'
import { signIn } from './support/signIn.js'

// The designer's room at /formDesigner: the platform menu folded away, the breadcrumb in the
// designer's toolbar, resizable and foldable side panels, and a PC canvas as wide as the window allows.
// Each test has a fresh browser context, so nothing of the menu's or the panels' kept state carries over.

const WIDTHS = [1280, 1440, 1920] as const
const platformMenu = (page: Page) => page.locator('aside.ant-layout-sider')
const toolbar = (page: Page) => page.getByRole('toolbar', { name: '设计器工具栏' })
const canvasForm = (page: Page) => page.locator('[data-designer-canvas] .tfd-canvas-form')
const palette = (page: Page) => page.getByRole('complementary', { name: '组件库' })
const settings = (page: Page) => page.getByRole('complementary', { name: '组件设置' })
const widthOf = async (locator: Locator) => (await locator.boundingBox())?.width ?? 0

async function openDesigner(page: Page, path = '/formDesigner'): Promise<void> {
  await signIn(page, 'admin', undefined, path)
  await expect(page.getByRole('tab', { name: '组件库' })).toBeVisible()
}

for (const width of WIDTHS) {
  test.describe(`at ${width} x 900`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the designer has the window: menu folded away, breadcrumb on the toolbar line, the canvas wide', async ({ page }) => {
      await openDesigner(page)
      await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible()
      await expect.poll(() => widthOf(platformMenu(page))).toBe(0)
      await expect(platformMenu(page).getByText('合同查询')).toHaveCount(0)

      // the breadcrumb is one line of the designer's own toolbar, and no card is drawn above it
      const crumbs = toolbar(page).getByRole('navigation', { name: '当前位置' })
      await expect(crumbs.getByRole('listitem')).toHaveText(['表单管理', '表单设计'])
      await expect(page.getByRole('navigation', { name: '当前位置' })).toHaveCount(1)
      const crumbBox = (await crumbs.boundingBox())!
      const saveBox = (await toolbar(page).getByRole('button', { name: '保存' }).boundingBox())!
      expect(crumbBox.height).toBeLessThan(40)
      if (width >= 1440) expect(Math.abs(crumbBox.y + crumbBox.height / 2 - (saveBox.y + saveBox.height / 2))).toBeLessThan(4)

      // the designer fills the window below the header: the page itself does not scroll
      expect(await page.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight)).toBe(true)
      const designerBox = (await page.locator('.tfd-designer').boundingBox())!
      expect(Math.round(designerBox.y + designerBox.height)).toBe(900)
      expect(Math.round(designerBox.width)).toBe(width)

      // the PC form is drawn across the whole canvas: the window less the two panels' default widths
      const formWidth = await widthOf(canvasForm(page))
      expect(formWidth).toBeGreaterThanOrEqual(width - 216 - 300 - 24)
      if (width === 1440) expect(formWidth).toBeGreaterThanOrEqual(900)
    })

    test('the author brings the menu back, kept for the designer only', async ({ page }) => {
      await openDesigner(page)
      const folded = await widthOf(canvasForm(page))
      await page.getByRole('button', { name: '展开菜单' }).click()
      await expect(platformMenu(page).getByText('合同查询')).toBeVisible()
      await expect.poll(() => widthOf(platformMenu(page))).toBeGreaterThan(100)
      await expect.poll(() => widthOf(canvasForm(page))).toBeLessThan(folded - 100)

      await page.reload()
      await expect(platformMenu(page).getByText('合同查询')).toBeVisible()
      // the other pages keep their own choice: folding here leaves them open
      await page.getByRole('button', { name: '收起菜单' }).click()
      await expect.poll(() => widthOf(platformMenu(page))).toBe(0)
      await page.goto(`${webBase}/contractList`)
      await expect(page.getByRole('button', { name: '收起菜单' })).toBeVisible()
      await expect(platformMenu(page).getByText('合同查询')).toBeVisible()
    })

    test('the side panels resize by pointer and keyboard, fold and unfold, and stay so after a reload', async ({ page }) => {
      await openDesigner(page)
      const paletteWidth = await widthOf(palette(page))
      const settingsWidth = await widthOf(settings(page))
      const canvasWidth = await widthOf(canvasForm(page))

      const leftHandle = page.getByRole('separator', { name: '调整组件库宽度' })
      const box = (await leftHandle.boundingBox())!
      await page.mouse.move(box.x + box.width / 2, box.y + 200)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width / 2 + 40, box.y + 200, { steps: 4 })
      await page.mouse.move(box.x + box.width / 2 + 60, box.y + 200, { steps: 2 })
      await page.mouse.up()
      await expect.poll(() => widthOf(palette(page))).toBeCloseTo(paletteWidth + 60, -1)
      await expect.poll(() => widthOf(canvasForm(page))).toBeCloseTo(canvasWidth - 60, -1)

      const rightHandle = page.getByRole('separator', { name: '调整设置面板宽度' })
      const settingsValue = Number(await rightHandle.getAttribute('aria-valuenow'))
      await rightHandle.focus()
      await page.keyboard.press('ArrowLeft')
      await page.keyboard.press('ArrowLeft')
      await expect.poll(() => widthOf(settings(page))).toBeCloseTo(settingsWidth + 32, -1)
      await expect(rightHandle).toHaveAttribute('aria-valuenow', String(settingsValue + 32))

      await toolbar(page).getByRole('button', { name: '收起设置面板' }).click()
      await expect(settings(page)).toHaveCount(0)
      await toolbar(page).getByRole('button', { name: '收起组件库' }).click()
      await expect(palette(page)).toHaveCount(0)
      await expect.poll(() => widthOf(canvasForm(page))).toBeGreaterThan(width - 40)

      await page.reload()
      await expect(toolbar(page).getByRole('button', { name: '展开组件库' })).toBeVisible()
      await expect(palette(page)).toHaveCount(0)
      await toolbar(page).getByRole('button', { name: '展开组件库' }).click()
      await toolbar(page).getByRole('button', { name: '展开设置面板' }).click()
      await expect.poll(() => widthOf(palette(page))).toBeCloseTo(paletteWidth + 60, -1)
      await expect.poll(() => widthOf(settings(page))).toBeCloseTo(settingsWidth + 32, -1)
    })
  })
}

test.describe('autosave against the server’s draft', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  /** A new library form with one field, and a copy of it kept in the browser `offsetMs` after the draft was saved, with another field. */
  async function formWithKeptCopy(page: Page, offsetMs: number): Promise<{ id: number; draftTime: string; keptTime: string }> {
    await signIn(page, 'admin', undefined, '/formList')
    const code = `room-autosave-${Date.now()}`
    const created = await data<{ id: number; revision: number }>(
      await page.request.post(`${FORM_API}/Forms`, { data: { code, name: '自动保存选择', json: { formConfig: {}, widgetList: [field('input', 'fromServer', '服务器字段')] } } }),
    )
    const detail = await data<{ updatedAt: string; revision: number }>(await page.request.get(`${FORM_API}/Forms/${created.id}`))
    const savedAt = new Date(detail.updatedAt).getTime() + offsetMs
    const kept = { formConfig: {}, widgetList: [field('input', 'fromBrowser', '浏览器字段')] }
    const times = await page.evaluate(
      ({ key, json, savedAt, updatedAt }) => {
        localStorage.setItem(`tfd-autosave:${key}`, JSON.stringify({ json, savedAt }))
        // the dialog writes both times in the designer's locale
        return { keptTime: new Date(savedAt).toLocaleString('zh-CN'), draftTime: new Date(updatedAt).toLocaleString('zh-CN') }
      },
      { key: `library-form-${created.id}@${detail.revision}`, json: kept, savedAt, updatedAt: detail.updatedAt },
    )
    return { id: created.id, ...times }
  }

  const frame = (page: Page, name: string) => page.locator(`[data-designer-canvas] [data-designer-id="${name}"]`)

  test('a browser copy newer than the draft is offered with both times; keeping it shows it', async ({ page }) => {
    const form = await formWithKeptCopy(page, 60 * 60_000)
    await page.goto(`${webBase}/formDesigner?id=${form.id}`)
    const dialog = page.getByRole('dialog', { name: '浏览器中有较新的表单副本' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(`浏览器中的副本保存于 ${form.keptTime}`)
    await expect(dialog).toContainText(`服务器上的草稿保存于 ${form.draftTime}`)
    await dialog.getByRole('button', { name: '保留浏览器中的副本' }).click()
    await expect(dialog).toBeHidden()
    await expect(frame(page, 'fromBrowser')).toBeVisible()
    await expect(frame(page, 'fromServer')).toHaveCount(0)
  })

  test('keeping the server’s draft over a newer browser copy shows the draft', async ({ page }) => {
    const form = await formWithKeptCopy(page, 60 * 60_000)
    await page.goto(`${webBase}/formDesigner?id=${form.id}`)
    const dialog = page.getByRole('dialog', { name: '浏览器中有较新的表单副本' })
    await dialog.getByRole('button', { name: '保留服务器上的草稿' }).click()
    await expect(dialog).toBeHidden()
    await expect(frame(page, 'fromServer')).toBeVisible()
    await expect(frame(page, 'fromBrowser')).toHaveCount(0)
  })

  test('a server draft newer than the browser copy wins without a question', async ({ page }) => {
    const form = await formWithKeptCopy(page, -60 * 60_000)
    await page.goto(`${webBase}/formDesigner?id=${form.id}`)
    await expect(frame(page, 'fromServer')).toBeVisible()
    await expect(frame(page, 'fromBrowser')).toHaveCount(0)
    await expect(page.getByRole('dialog', { name: '浏览器中有较新的表单副本' })).toHaveCount(0)
    await expect(page.getByText('已恢复自动保存的表单')).toHaveCount(0)
  })
})
