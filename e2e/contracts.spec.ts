import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { claimListed } from './support/claims.js'
import { webBase } from './support/endpoints.js'
import { recordDetail, recordOfLink } from './support/records.js'
import { chooseOption } from './support/selects.js'
import { signIn } from './support/signIn.js'

const resultRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row')

test.describe('合同查询 as zhangsan (采购部)', () => {
  test.beforeEach(async ({ page }) => signIn(page, 'zhangsan', undefined, '/contractList'))

  test('searches with filters, keeps them in the URL, and a reload restores them', async ({ page }) => {
    await expect(resultRows(page).first()).toBeVisible()
    await page.getByLabel('关键字').fill('服务')
    await chooseOption(page.getByLabel('合同状态'), '履行中')
    await page.getByRole('button', { name: /查\s*询/ }).click()

    await expect(page).toHaveURL(/keyword=%E6%9C%8D%E5%8A%A1/)
    await expect(page).toHaveURL(/status=executing/)
    const check = async () => {
      await expect(resultRows(page).first()).toBeVisible()
      const rows = resultRows(page)
      for (let i = 0; i < Math.min(await rows.count(), 5); i++) {
        await expect(rows.nth(i)).toContainText('履行中')
        // zhangsan sees his own department, and another's records only where he holds a grant
        // (the seed's, or one another spec has just made): each row opens for him.
        const record = recordOfLink((await rows.nth(i).locator('td a').first().getAttribute('href'))!)
        expect((await recordDetail(page.request, record)).status()).toBe(200)
        await expect(rows.nth(i)).toContainText(/¥[\d,]+\.\d{2}/)
        await expect(rows.nth(i)).toContainText(/\d{4}-\d{2}-\d{2}/)
      }
    }
    await check()

    await page.locator('th', { hasText: '金额' }).click()
    await expect(page).toHaveURL(/sortField=amount&sortOrder=desc/)
    await page.reload()
    await expect(page.getByLabel('关键字')).toHaveValue('服务')
    await expect(page.locator('.ant-form-item', { hasText: '合同状态' })).toContainText('履行中')
    await expect(page.locator('th.ant-table-column-sort', { hasText: '金额' })).toBeVisible()
    await check()
  })

  test('a record of another department shows the server msg, not its content', async ({ page }) => {
    // The seed spreads contracts over departments; among the first ids is one of another department.
    for (let id = 1; id <= 50; id++) {
      const probe = await page.request.get(`/contracttandem/api/ContractSealed/GetBizInfoByBizId/${id}/1`)
      if (probe.status() !== 403) continue
      expect(JSON.stringify(await probe.json())).not.toContain('contractName')
      await page.goto(`${webBase}/contractDetail?id=${id}`)
      await expect(page.getByText('无法查看该记录')).toBeVisible()
      await expect(page.locator('.ant-result').getByText('无权查看该记录')).toBeVisible()
      await expect(page.locator('.ant-message').getByText('无权查看该记录')).toBeVisible()
      return
    }
    throw new Error('no contract of another department among the first 50 ids')
  })

  test('downloads an attachment of an own record and adds one', async ({ page }) => {
    // An unsealed record of zhangsan's own department (a granted one may be view-only, no download) with an attachment.
    const [record] = await claimListed(page.request, { bizType: 1, sealed: 'false' }, 1, async (row) => {
      if (row.department !== '采购部') return false
      return ((await (await recordDetail(page.request, row)).json()) as { data: { attachments: unknown[] } }).data.attachments.length > 0
    })
    await page.goto(`${webBase}/contractList?keyword=${encodeURIComponent(record.contractNo)}`)
    await resultRows(page).filter({ hasText: record.contractNo }).click()
    await expect(page).toHaveURL(/\/contractDetail\?id=\d+$/)
    const contractNo = (await page.locator('.ant-card-extra .ant-typography').first().innerText()).replace(/^合同编号：/, '')
    const attachments = page.locator('.ant-card', { hasText: /^附件（\d+）/ }).locator('.ant-table-tbody tr.ant-table-row')
    const fileName = (await attachments.first().locator('td').first().innerText()).trim()

    const [download] = await Promise.all([page.waitForEvent('download'), attachments.first().getByRole('button', { name: /下\s*载/ }).click()])
    expect(download.suggestedFilename()).toBe(fileName)
    const bytes = await readFile(await download.path())
    if (fileName.endsWith('.pdf')) expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    else expect(bytes.toString('utf8')).toContain(contractNo)

    const before = await attachments.count()
    await page.locator('.ant-upload input[type=file]').setInputFiles({ name: '现场说明.txt', mimeType: 'text/plain', buffer: Buffer.from(`现场说明 ${contractNo}`) })
    await expect(page.locator('.ant-message').getByText('已上传附件：现场说明.txt')).toBeVisible()
    await expect(attachments).toHaveCount(before + 1)
    await expect(page.locator('.ant-card', { hasText: '流转记录' }).locator('strong', { hasText: '上传附件' }).first()).toBeVisible()
  })
})

test.describe('records as admin', () => {
  test.beforeEach(async ({ page }) => signIn(page, 'admin'))

  const kinds = [
    { bizType: 1, path: '/contractDetail', title: '合同详情', numberLabel: '合同编号' },
    { bizType: 2, path: '/bidDocument', title: '标书', numberLabel: '标书编号' },
    { bizType: 3, path: '/publicDocument', title: '公文', numberLabel: '文号' },
    { bizType: 4, path: '/lawyerLetter', title: '律师函', numberLabel: '函件编号' },
  ]
  for (const kind of kinds) {
    test(`opens a ${kind.title} from the list on ${kind.path}`, async ({ page }) => {
      await page.goto(`${webBase}/contractList?bizType=${kind.bizType}`)
      const row = resultRows(page).first()
      await expect(row).toBeVisible()
      const nameColumn = (await page.locator('.ant-table-thead th').allInnerTexts()).findIndex((title) => title.trim() === '名称')
      expect(nameColumn, 'the list has a 名称 column').toBeGreaterThanOrEqual(0)
      const name = (await row.locator('td').nth(nameColumn).innerText()).replace('已封存', '').trim()
      await row.click()
      await expect(page).toHaveURL(new RegExp(`${kind.path}\\?id=\\d+$`))
      await expect(page).toHaveTitle(kind.title)
      await expect(page.getByRole('heading', { name })).toBeVisible()
      await expect(page.getByText(kind.numberLabel, { exact: true })).toBeVisible()
      await expect(page.getByText('当事方')).toBeVisible()
      await expect(page.getByText(/^附件（\d+）$/)).toBeVisible()
      await expect(page.getByText('流转记录')).toBeVisible()
    })
  }
})
