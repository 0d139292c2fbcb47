import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { signIn } from './support/signIn.js'

// The designer at /formDesigner without a mouse: palette entries, frames, the drag handle (dnd-kit's
// keyboard sensor) and the action bar by keys; axe on the whole designer with a form open; en-US.

const canvas = (page: Page) => page.locator('[data-designer-canvas]')
const frames = (page: Page, type: string) => canvas(page).locator(`[data-designer-type="${type}"]`)
const selectedFrame = (page: Page) => canvas(page).locator('.tfd-selected')
const paletteSearch = (page: Page) => page.getByRole('searchbox', { name: '搜索组件' })

interface SavedWidget {
  type: string
  widgetList?: SavedWidget[]
  cols?: SavedWidget[]
}

/** type of each widget with its children in brackets: `grid[grid-col[input] grid-col[]]`. */
function shape(list: readonly SavedWidget[]): string {
  return list.map((widget) => {
    const children = [...(widget.cols ?? []), ...(widget.widgetList ?? [])]
    return widget.cols || widget.widgetList ? `${widget.type}[${shape(children)}]` : widget.type
  }).join(' ')
}

async function formShape(page: Page): Promise<string> {
  await page.getByRole('toolbar', { name: '设计器工具栏' }).getByRole('button', { name: '查看 JSON' }).click()
  const dialog = page.getByRole('dialog', { name: '表单 JSON' })
  const form = JSON.parse(await dialog.getByLabel('表单 JSON').inputValue()) as { widgetList: SavedWidget[] }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  return shape(form.widgetList)
}

/** Presses Tab until `target` has the focus, and checks that the focus is drawn (an outline or a ring). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      const drawn = await target.evaluate((element) => {
        const style = getComputedStyle(element)
        return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
      })
      expect(drawn, 'the focus is visible').toBe(true)
      return
    }
    await page.keyboard.press('Tab')
  }
  throw new Error('Tab never reached the element')
}

/** From the palette's search box, Tab to an entry and append it with Enter. */
async function addFromPalette(page: Page, name: string): Promise<void> {
  await paletteSearch(page).focus()
  await tabTo(page, page.getByRole('button', { name, exact: true }))
  await page.keyboard.press('Enter')
}

/** From the selected frame, Tab to one of its actions and run it with Enter. */
async function runAction(page: Page, name: string): Promise<void> {
  await selectedFrame(page).focus()
  await tabTo(page, selectedFrame(page).getByRole('button', { name, exact: true }))
  await page.keyboard.press('Enter')
}

test.describe('form designer by keyboard', () => {
  test.use({ viewport: { width: 1440, height: 1000 } })

  test('adds from the palette, moves into a grid column with the keyboard sensor, selects the parent, moves up and down, deletes and undoes', async ({ page }) => {
    test.setTimeout(120_000)
    await signIn(page, 'admin', undefined, '/formDesigner')
    await expect(page.getByRole('tab', { name: '组件库' })).toBeVisible()

    await addFromPalette(page, '单行输入')
    await expect(frames(page, 'input')).toHaveClass(/tfd-selected/)
    await addFromPalette(page, '多行输入')
    await addFromPalette(page, '栅格')
    await expect(frames(page, 'grid')).toHaveClass(/tfd-selected/)
    expect(await formShape(page)).toBe('input textarea grid[grid-col[] grid-col[]]')

    // the input's frame: Enter selects it, Tab reaches its handle, Space picks it up; from its own
    // place, a step down goes after the textarea, a second into the grid's first column
    await frames(page, 'input').focus()
    await page.keyboard.press('Enter')
    await expect(frames(page, 'input')).toHaveClass(/tfd-selected/)
    const handle = frames(page, 'input').getByRole('button', { name: '拖动组件' })
    await tabTo(page, handle)
    await page.keyboard.press('Space')
    await expect(page.locator('[data-drop-marker="allowed"]')).toHaveCount(1)
    await expect(page.getByRole('status').filter({ hasText: '已拿起' })).toHaveCount(1)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(frames(page, 'grid-col').first().locator('[data-drop-marker]')).toHaveCount(1)
    await expect(page.getByRole('status').filter({ hasText: /单行输入 \S+：栅格列 \S+第 1 个位置/ })).toHaveCount(1)
    await page.keyboard.press('Space')
    await expect(page.locator('[data-drop-marker]')).toHaveCount(0)
    await expect(frames(page, 'grid-col').first().locator('[data-designer-type="input"]')).toHaveClass(/tfd-selected/)
    // the focus comes back to the handle of the moved widget
    await expect(frames(page, 'input').getByRole('button', { name: '拖动组件' })).toBeFocused()
    expect(await formShape(page)).toBe('textarea grid[grid-col[input] grid-col[]]')

    // 选中父组件 twice: the column, then the grid; 上移组件 and 下移组件 move the grid
    await runAction(page, '选中父组件')
    await expect(frames(page, 'grid-col').first()).toHaveClass(/tfd-selected/)
    await runAction(page, '选中父组件')
    await expect(frames(page, 'grid')).toHaveClass(/tfd-selected/)
    await runAction(page, '上移组件')
    expect(await formShape(page)).toBe('grid[grid-col[input] grid-col[]] textarea')
    await runAction(page, '下移组件')
    expect(await formShape(page)).toBe('textarea grid[grid-col[input] grid-col[]]')

    // 移除组件 takes the grid with the input; Ctrl+Z puts them back
    await runAction(page, '移除组件')
    expect(await formShape(page)).toBe('textarea')
    await page.keyboard.press('ControlOrMeta+z')
    expect(await formShape(page)).toBe('textarea grid[grid-col[input] grid-col[]]')

    // Escape during a keyboard move cancels it and keeps the selection
    await frames(page, 'textarea').focus()
    await page.keyboard.press('Space')
    await tabTo(page, frames(page, 'textarea').getByRole('button', { name: '拖动组件' }))
    await page.keyboard.press('Enter')
    // the sensor hears keys from the task after the pick-up on, as a typist's next key would be
    await expect(page.getByRole('status').filter({ hasText: '已拿起' })).toHaveCount(1)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Escape')
    await expect(page.locator('[data-drop-marker]')).toHaveCount(0)
    await expect(frames(page, 'textarea')).toHaveClass(/tfd-selected/)
    expect(await formShape(page)).toBe('textarea grid[grid-col[input] grid-col[]]')
  })

  test('axe finds no serious or critical violation, colour contrast included, on the designer with a form open', async ({ page }) => {
    test.setTimeout(90_000)
    await signIn(page, 'admin', undefined, '/formDesigner')
    await page.getByRole('tab', { name: '表单模板' }).click()
    await page.getByRole('button', { name: '使用模板：合同付款申请' }).click()
    await page.getByRole('tab', { name: '组件库' }).click()
    await expect(frames(page, 'card').first()).toBeVisible()
    // a field inside a container selected, its settings showing
    const field = canvas(page).locator('[data-designer-type="grid-col"] [data-designer-type="input"]').first()
    await field.focus()
    await page.keyboard.press('Enter')
    await expect(field).toHaveClass(/tfd-selected/)
    await expect(page.getByRole('complementary', { name: '组件设置' }).getByRole('textbox', { name: '标签', exact: true })).toBeVisible()
    const results = await new AxeBuilder({ page }).include('.tfd-designer').analyze()
    const grave = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    expect(grave.map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join(' | ')}`)).toEqual([])
  })

  test('in en-US the palette, the toolbar and the settings panel show no Chinese', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('v_form_locale', 'en-US'))
    await signIn(page, 'admin', undefined, '/formDesigner')
    const palette = page.getByRole('complementary', { name: 'Components' })
    await expect(palette.getByRole('list', { name: 'Basic Field' })).toBeVisible()
    await page.getByRole('searchbox', { name: 'Search components' }).focus()
    await tabTo(page, palette.getByRole('button', { name: 'Input', exact: true }))
    await page.keyboard.press('Enter')
    await expect(frames(page, 'input')).toHaveClass(/tfd-selected/)
    const settings = page.getByRole('complementary', { name: 'Widget Config' })
    await expect(settings.getByRole('textbox', { name: 'Label', exact: true })).toBeVisible()
    const toolbar = page.getByRole('toolbar', { name: 'Designer toolbar' })
    await expect(toolbar.getByRole('button', { name: 'Undo' })).toBeVisible()
    const chinese = /[\u3400-\u9fff\uff00-\uffef]/
    expect(await palette.innerText()).not.toMatch(chinese)
    expect(await settings.innerText()).not.toMatch(chinese)
    // the page's own tool (查看 JSON) follows the designer's locale too
    await expect(toolbar.getByRole('button', { name: 'View JSON' })).toBeVisible()
    expect(await toolbar.innerText()).not.toMatch(chinese)
  })
})
