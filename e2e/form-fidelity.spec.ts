import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { whenOpened } from './support/dialogs.js'
import { webBase } from './support/endpoints.js'
import { FIXTURES, fixtures, skipWithoutFixtures } from './support/vformFixtures.js'

// Forms whose cssCode was written against VForm's DOM (fixtures 06 and 15 style their table with
// `.left-right-no-border-table table td.table-cell …`) look in Tandem as they do in VForm 3.

const PLAYGROUND = `${webBase}/playground.html`
const TABLE_FIXTURES = ['06-oss2-pr22-testForm-fixed-table.json', '15-template-9-redline-table.json']
// Height of the table's rows that hold only inputs (the lines of 工作经历 and 教育经历) in VForm 3
// (vform3-builds 3.0.10, Element Plus, Chromium), measured with the form 786 px and 1334 px wide:
// 39 px. bench:fidelity compares every field's box side by side.
const VFORM_ROW_PX = 39
const ROW_TOLERANCE_PX = 2

const form = (page: Page) => page.locator('.tfr-form')

async function openFixture(page: Page, file: string): Promise<void> {
  await page.goto(PLAYGROUND)
  await expect(form(page).locator('[data-widget-name="contractName"]')).toBeVisible()
  await page.getByLabel('示例表单').selectOption(file)
  await expect(page.getByTestId('playground-result')).toHaveText(`已加载：${file}`)
}

test.describe('VForm cssCode on Tandem', () => {
  for (const file of TABLE_FIXTURES) {
    test(`${file}: red cell borders, borderless inputs, rows as high as in VForm`, async ({ page }) => {
      skipWithoutFixtures()
      expect(fixtures).toContain(file)
      await openFixture(page, file)
      const cells = form(page).locator('.left-right-no-border-table table td.table-cell')
      await expect(cells.first()).toBeVisible()
      const firstCell = await cells.first().evaluate((td) => {
        const style = getComputedStyle(td)
        return { top: style.borderTopColor, left: style.borderLeftStyle, right: style.borderRightColor }
      })
      // the first cell of a row has no left border (cssCode), its others are red
      expect(firstCell).toEqual({ top: 'rgb(255, 0, 0)', left: 'none', right: 'rgb(255, 0, 0)' })

      const input = form(page).locator('td.table-cell .field-wrapper .el-form-item .el-input__inner').first()
      await expect(input).toBeVisible()
      expect(await input.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('none')

      const rowHeights = await form(page)
        .locator('table tr')
        .evaluateAll((rows) =>
          rows
            .filter((row) => Array.from(row.querySelectorAll(':scope > td')).every((cell) => cell.querySelector('input:not([type=file])') !== null))
            .map((row) => row.getBoundingClientRect().height),
        )
      expect(rowHeights).toHaveLength(7)
      for (const height of rowHeights) expect(Math.abs(height - VFORM_ROW_PX), `row height ${height}`).toBeLessThanOrEqual(ROW_TOLERANCE_PX)
    })
  }

  test('the cssCode hides a table field label that the form shows', async ({ page }) => {
    skipWithoutFixtures()
    const json = JSON.parse(readFileSync(path.join(FIXTURES, TABLE_FIXTURES[0]), 'utf8')) as { widgetList: unknown[] }
    // the fixture hides its labels with labelHidden; turn that off so only the cssCode hides them
    const shown = JSON.parse(JSON.stringify(json).replaceAll('"labelHidden":true', '"labelHidden":false')) as typeof json
    await page.goto(PLAYGROUND)
    await page.getByRole('button', { name: '编辑 JSON' }).click()
    const dialog = await whenOpened(page.getByRole('dialog'))
    await dialog.getByLabel('表单 JSON').fill(JSON.stringify(shown))
    await dialog.getByRole('button', { name: /渲\s*染/ }).click()
    await expect(dialog).toBeHidden()
    const labels = form(page).locator('td.table-cell .field-wrapper .label-left-align .el-form-item__label')
    expect(await labels.count()).toBeGreaterThan(0)
    await expect(labels.first()).toBeAttached()
    await expect(labels.first()).toBeHidden()
  })
})
