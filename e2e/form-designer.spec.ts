import { expect, test, type Locator, type Page } from '@playwright/test'
import { whenOpened } from './support/dialogs.js'
import { webBase } from './support/endpoints.js'
import { allWidgets, type SavedWidget } from './support/savedForms.js'
import { signIn } from './support/signIn.js'

// The designer at /formDesigner (menu code bdgl, held by admin). dnd-kit listens to pointer
// events and starts a drag after 4 px, so drags are real mouse moves in steps.

const canvas = (page: Page) => page.locator('[data-designer-canvas]')
const paletteItem = (page: Page, type: string) => page.locator(`[data-palette-type="${type}"]`)
const frames = (page: Page, type: string) => canvas(page).locator(`[data-designer-type="${type}"]`)
const listOf = (frame: Locator) => frame.locator('[data-designer-list]').first()
const rootList = (page: Page) => canvas(page).locator('[data-designer-list="root"]')
const toolbar = (page: Page) => page.getByRole('toolbar', { name: '设计器工具栏' })

async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('element has no box')
  return box
}

/**
 * Drags `source` onto `target`: its centre, its top edge (before a widget), or near its bottom edge
 * (`end`: the free space a list keeps after its last widget). Everything is scrolled into place first: dnd-kit measures the drop
 * zones when the drag starts.
 */
async function drag(page: Page, source: Locator, target: Locator, where: 'centre' | 'top' | 'end' = 'centre'): Promise<void> {
  if (where === 'end') await target.evaluate((element) => element.scrollIntoView({ block: 'end' }))
  else await target.scrollIntoViewIfNeeded()
  await source.scrollIntoViewIfNeeded()
  const from = await boxOf(source)
  const to = await boxOf(target)
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 })
  const y = where === 'end' ? to.y + to.height - 6 : where === 'top' ? to.y + 4 : to.y + to.height / 2
  await page.mouse.move(to.x + to.width / 2, y, { steps: 12 })
  await expect(page.locator('[data-drop-marker]')).toHaveCount(1)
  await page.mouse.up()
  await expect(page.locator('[data-drop-marker]')).toHaveCount(0)
}

const fromPalette = (page: Page, type: string, target: Locator, where: 'centre' | 'end' = 'centre') => drag(page, paletteItem(page, type), target, where)

async function formJson(page: Page): Promise<string> {
  await toolbar(page).getByRole('button', { name: '查看 JSON' }).click()
  const dialog = page.getByRole('dialog', { name: '表单 JSON' })
  const text = await dialog.getByLabel('表单 JSON').inputValue()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  return text
}

async function pressUntilDisabled(page: Page, name: '撤销' | '重做'): Promise<number> {
  const button = toolbar(page).getByRole('button', { name })
  let presses = 0
  while (await button.isEnabled()) {
    await button.click()
    presses++
    expect(presses).toBeLessThan(100)
  }
  return presses
}

test.describe('form designer', () => {
  // tall enough for the designer to fit without scrolling the page
  test.use({ viewport: { width: 1440, height: 1000 } })

  test('a double-click on a palette entry adds into the tabs pane shown, chosen by its label', async ({ page }) => {
    await signIn(page, 'admin', undefined, '/formDesigner')
    await paletteItem(page, 'tab').dblclick()
    const tabs = frames(page, 'tab')
    await tabs.getByRole('button', { name: '增加选项卡页' }).click()
    await expect(tabs.getByRole('tab')).toHaveCount(2)
    const panes = tabs.locator('[data-designer-type="tab-pane"]')
    await tabs.getByRole('tab').nth(0).click()
    await tabs.getByRole('tab').nth(1).click()
    await expect(tabs.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(tabs).toHaveClass(/tfd-selected/)
    await paletteItem(page, 'rate').dblclick()
    await expect(panes.nth(1).locator('[data-designer-type="rate"]')).toHaveCount(1)
    await expect(panes.nth(0).locator('[data-designer-type="rate"]')).toHaveCount(0)
  })

  test('builds a form by dragging, edits, moves and deletes, undoes to empty, redoes to the same JSON, and the JSON renders', async ({ page }) => {
    test.setTimeout(180_000)
    await signIn(page, 'admin', undefined, '/formDesigner')
    await expect(page.getByRole('tab', { name: '组件库' })).toBeVisible()
    await expect(rootList(page)).toContainText('从左侧组件库拖入或双击组件')

    // a grid with an input in its first column
    await fromPalette(page, 'grid', rootList(page))
    await expect(frames(page, 'grid')).toHaveCount(1)
    await expect(frames(page, 'grid')).toHaveClass(/tfd-selected/)
    await fromPalette(page, 'input', listOf(frames(page, 'grid-col').first()))
    await expect(frames(page, 'grid-col').first().locator('[data-designer-type="input"]')).toHaveCount(1)
    await expect(frames(page, 'input')).toHaveClass(/tfd-selected/)

    // a table whose first cell takes in its right neighbour
    await fromPalette(page, 'table', rootList(page), 'end')
    const table = frames(page, 'table')
    await expect(table.locator('td')).toHaveCount(4)
    await table.locator('[data-designer-type="table-cell"]').first().click()
    await table.getByRole('button', { name: '单元格操作' }).click()
    await page.getByRole('menuitem', { name: '合并右侧单元格' }).click()
    await expect(table.locator('td')).toHaveCount(3)
    await expect(table.locator('td').first()).toHaveAttribute('colspan', '2')

    // tabs with a field in each of two panes
    await fromPalette(page, 'tab', rootList(page), 'end')
    const tabs = frames(page, 'tab')
    await tabs.getByRole('button', { name: '增加选项卡页' }).click()
    await expect(tabs.getByRole('tab')).toHaveCount(2)
    await fromPalette(page, 'textarea', listOf(tabs.getByRole('tabpanel')))
    await tabs.getByRole('tab').first().click()
    await fromPalette(page, 'number', listOf(tabs.getByRole('tabpanel')))
    const panes = tabs.locator('[data-designer-type="tab-pane"]')
    await expect(panes.nth(0).locator('[data-designer-type="number"]')).toHaveCount(1)
    await expect(panes.nth(1).locator('[data-designer-type="textarea"]')).toHaveCount(1)

    // a sub-form with two columns
    await fromPalette(page, 'sub-form', rootList(page), 'end')
    const subForm = frames(page, 'sub-form')
    await fromPalette(page, 'input', listOf(subForm))
    await fromPalette(page, 'date', listOf(subForm), 'end')
    await expect(subForm.locator('[data-designer-type="input"], [data-designer-type="date"]')).toHaveCount(2)

    // a refused drop says why and changes nothing
    await fromPalette(page, 'card', listOf(subForm))
    await expect(page.locator('.ant-message')).toContainText('子表单')
    await expect(subForm.locator('[data-designer-type="card"]')).toHaveCount(0)

    // properties through the settings panel: label and required of the input, options of a radio
    const settings = page.getByRole('complementary', { name: '组件设置' })
    const nameInput = frames(page, 'grid-col').first().locator('[data-designer-type="input"]')
    await nameInput.click()
    await settings.getByRole('textbox', { name: '标签', exact: true }).fill('合同名称')
    await settings.getByRole('switch', { name: '必填' }).click()
    await expect(nameInput).toContainText('合同名称')
    await fromPalette(page, 'radio', listOf(frames(page, 'grid-col').nth(1)))
    await settings.getByRole('textbox', { name: '标签 1', exact: true }).fill('甲方')
    await expect(frames(page, 'radio')).toContainText('甲方')

    // move within a list by the drag handle: the date goes before the input of the sub-form
    const subFormFields = () => subForm.locator('[data-designer-type="input"], [data-designer-type="date"]')
    await subForm.locator('[data-designer-type="date"]').click()
    await drag(page, subForm.getByRole('button', { name: '拖动组件' }), subForm.locator('[data-designer-type="input"]'), 'top')
    await expect(subFormFields().first()).toHaveAttribute('data-designer-type', 'date')
    // and across containers: the number leaves its tab pane for the end of the form
    await tabs.locator('[data-designer-type="number"]').click()
    await drag(page, tabs.getByRole('button', { name: '拖动组件' }).first(), rootList(page), 'end')
    await expect(rootList(page).locator(':scope > [data-designer-type]').last()).toHaveAttribute('data-designer-type', 'number')
    // Delete removes the selected widget
    await page.keyboard.press('Delete')
    await expect(frames(page, 'number')).toHaveCount(0)

    const designed = await formJson(page)
    const form = JSON.parse(designed) as { widgetList: SavedWidget[] }
    expect(form.widgetList.map((widget) => widget.type)).toEqual(['grid', 'table', 'tab', 'sub-form'])

    // undo back to the empty form, redo forward to the same JSON
    const undone = await pressUntilDisabled(page, '撤销')
    await expect(rootList(page)).toContainText('从左侧组件库拖入或双击组件')
    await expect(canvas(page).locator('[data-designer-type]')).toHaveCount(0)
    expect(await pressUntilDisabled(page, '重做')).toBe(undone)
    expect(await formJson(page)).toBe(designed)
    await toolbar(page).getByRole('button', { name: /保\s*存/ }).click()
    await expect(page.locator('.ant-message')).toContainText('表单已保存')

    // the JSON renders in the renderer and takes values
    const contractName = allWidgets(form.widgetList).find((widget) => widget.options.label === '合同名称')
    if (!contractName) throw new Error('the input labelled 合同名称 is not in the saved JSON')
    await page.goto(`${webBase}/playground.html`)
    await page.getByRole('button', { name: '编辑 JSON' }).click()
    const dialog = await whenOpened(page.getByRole('dialog'))
    await dialog.getByLabel('表单 JSON').fill(designed)
    await dialog.getByRole('button', { name: /渲\s*染/ }).click()
    await expect(dialog).toBeHidden()
    const rendered = page.locator('.tfr-form')
    await rendered.locator(`[data-widget-name="${contractName.options.name}"] input`).fill('采购合同')
    await rendered.getByRole('radio', { name: '甲方' }).check()
    await page.getByRole('button', { name: '获取数据（校验）' }).click()
    await expect(page.getByTestId('playground-result')).toContainText(`"${contractName.options.name}": "采购合同"`)
  })
})
