import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { grantAccess } from './support/accessGrants.js'
import { claimListed } from './support/claims.js'
import { webBase } from './support/endpoints.js'
import { recordDetail, recordPages, type ListedRecord } from './support/records.js'
import { signIn, signedIn } from './support/signIn.js'

interface Detail {
  canDownload: boolean
  attachments: { id: number; fileName: string }[]
}

/** The record's first PDF attachment, for the signed-in user, and whether he may download it. */
async function pdfOf(request: APIRequestContext, record: ListedRecord): Promise<{ fileName: string | undefined; canDownload: boolean }> {
  const detail = ((await (await recordDetail(request, record)).json()) as { data: Detail }).data
  return { fileName: detail.attachments.find((attachment) => attachment.fileName.endsWith('.pdf'))?.fileName, canDownload: detail.canDownload }
}

/**
 * The first record of `department` the signed-in user sees with a PDF attachment and the wanted
 * download right that also `fits`, claimed for the test; with its page and the PDF's name.
 */
async function claimRecordWithPdf(
  request: APIRequestContext,
  department: string,
  canDownload: boolean,
  fits: (record: ListedRecord) => Promise<boolean> = async () => true,
): Promise<{ id: number; path: string; fileName: string }> {
  const [record] = await claimListed(request, {}, 1, async (row) => {
    if (row.department !== department) return false
    const pdf = await pdfOf(request, row)
    return pdf.fileName !== undefined && pdf.canDownload === canDownload && (await fits(row))
  })
  return { id: record.id, path: `${recordPages[record.bizType - 1]}?id=${record.id}`, fileName: (await pdfOf(request, record)).fileName! }
}

/**
 * A 市场部 record with a PDF that zhangsan sees through a 查看 grant (he could not open it
 * before). Answers zhangsan's page and the record.
 */
async function viewOnlyRecord(browser: Browser, width: number): Promise<{ page: Page; path: string; fileName: string }> {
  const viewport = { width, height: 900 }
  const zhangsan = await signedIn(browser, 'zhangsan', '/contractList', { viewport })
  const wangwu = await signedIn(browser, 'wangwu', '/contractList', { viewport })
  const admin = await signedIn(browser, 'admin', '/contractList', { viewport })
  const record = await claimRecordWithPdf(wangwu.request, '市场部', true, async (row) => (await recordDetail(zhangsan.request, row)).status() === 403)
  await grantAccess(admin, wangwu, { contractId: record.id, grantee: 'zhangsan', scope: 'view', reason: '核对合同正文' })
  await Promise.all([wangwu.context().close(), admin.context().close()])
  return { page: zhangsan, path: record.path, fileName: record.fileName }
}

/** The canvas the viewer drew, once drawn. */
const drawnPage = (page: Page) => page.getByRole('dialog').locator('canvas[role="img"]')

/** Whether the canvas holds anything but white (the page's text, the watermark). */
const hasInk = (page: Page) =>
  drawnPage(page).evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height)
    for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 0 && (data[i] < 200 || data[i + 1] < 200 || data[i + 2] < 200)) return true
    return false
  })

// One screen width is enough for the viewer's behaviour; contract-screens.spec.ts checks the
// screens' layout at each width.
const width = 1280

test.describe(`at ${width} px`, () => {
  test.use({ viewport: { width, height: 900 } })

  test('a 查看 grant previews a PDF with a watermark naming the viewer and the time, pages and zooms, and downloads nothing', async ({ browser }) => {
    // Three accounts apply, approve and look: several pages, and pdf.js on a busy machine.
    test.setTimeout(180_000)
    const { page, path, fileName } = await viewOnlyRecord(browser, width)
    const scripts: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url())
    })
    await page.goto(`${webBase}${path}`)
    await expect(page.getByText('无下载权限：PDF 和图片可在线预览（带水印），不能下载。')).toBeVisible()
    // The record page does not load pdf.js before a PDF is opened.
    expect(scripts.filter((url) => /\/js\/pdf-/.test(url))).toEqual([])
    await page.getByRole('button', { name: `预览 ${fileName}` }).click()
    const viewer = page.getByRole('dialog', { name: `预览：${fileName}` })
    await expect(viewer).toBeVisible()
    await expect(drawnPage(page)).toBeVisible({ timeout: 60_000 })
    const mark = await drawnPage(page).getAttribute('data-watermark')
    expect(mark).toMatch(/^张三 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    await expect(viewer.getByText(`页面带有水印「${mark}」`, { exact: false })).toBeVisible()
    expect(await hasInk(page)).toBe(true)
    await expect(viewer.getByRole('button', { name: /下\s*载/ })).toHaveCount(0)
    expect(scripts.some((url) => /\/js\/pdf-/.test(url))).toBe(true)

    // Paging: the seeded documents have one page.
    await expect(viewer.getByText('第 1 / 1 页')).toBeVisible()
    await expect(viewer.getByRole('button', { name: '下一页' })).toBeDisabled()
    // Zoom: 125 % draws a wider page.
    const before = (await drawnPage(page).boundingBox())!.width
    await viewer.getByRole('button', { name: '放大' }).click()
    await expect(viewer.getByRole('button', { name: '恢复 100%' })).toHaveText('125%')
    await expect.poll(async () => (await drawnPage(page).boundingBox())!.width).toBeGreaterThan(before * 1.2)
    expect(await drawnPage(page).getAttribute('data-watermark')).toBe(mark)
    await page.screenshot({ path: test.info().outputPath(`preview-watermark-${width}.png`) })
  })

  test('a user who may download previews without a watermark and downloads from the viewer', async ({ page }) => {
    test.setTimeout(120_000)
    await signIn(page, 'zhangsan', undefined, '/contractList')
    const found = await claimRecordWithPdf(page.request, '采购部', true)
    await page.goto(`${webBase}${found.path}`)
    await page.getByRole('button', { name: `预览 ${found.fileName}` }).click()
    const viewer = page.getByRole('dialog', { name: `预览：${found.fileName}` })
    await expect(drawnPage(page)).toBeVisible({ timeout: 60_000 })
    expect(await drawnPage(page).getAttribute('data-watermark')).toBeNull()
    await expect(viewer.getByText(/页面带有水印/)).toHaveCount(0)
    const download = page.waitForEvent('download')
    await viewer.getByRole('button', { name: /下\s*载/ }).click()
    expect((await download).suggestedFilename()).toBe(found.fileName)
  })
})
