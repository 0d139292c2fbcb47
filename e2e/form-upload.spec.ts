import { expect, test, type Page } from '@playwright/test'
import { webBase } from './support/endpoints.js'
import { signIn } from './support/signIn.js'

// The upload endpoint needs a session: sign in first, then open the playground in the same context.
const PLAYGROUND = `${webBase}/playground.html`
const SAMPLE_LABEL = '上传到服务器（附件与照片）'
const DOWNLOAD_URL = /^\/contracttandem\/api\/File\/Download\/[\w-]+$/

const pdf = { name: '采购合同.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') }
const png = {
  name: 'site-photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
}

const field = (page: Page, name: string) => page.locator(`.tfr-form [data-widget-name="${name}"]`)
const listItems = (page: Page, name: string) => field(page, name).locator('.ant-upload-list-item-container:not([class*="-leave"])')

async function openUploadSample(page: Page): Promise<void> {
  await signIn(page, 'zhangsan')
  await page.goto(PLAYGROUND)
  await page.getByLabel('示例表单').selectOption({ label: SAMPLE_LABEL })
  await expect(page.getByTestId('playground-result')).toHaveText(`已加载：${SAMPLE_LABEL}`)
}

test.describe('upload widgets against the server', () => {
  test('uploads a PDF and a PNG, previews the picture, removes both; getFormData holds {name, url}', async ({ page }) => {
    await openUploadSample(page)

    await field(page, 'contractFiles').locator('input[type="file"]').setInputFiles(pdf)
    const fileLink = field(page, 'contractFiles').getByRole('link', { name: pdf.name }).first()
    await expect(fileLink).toBeVisible()
    const fileUrl = await fileLink.getAttribute('href')
    expect(fileUrl).toMatch(DOWNLOAD_URL)
    const download = await page.request.get(fileUrl!)
    expect(download.status()).toBe(200)
    expect((await download.body()).toString()).toBe(pdf.buffer.toString())

    await field(page, 'contractPhotos').locator('input[type="file"]').setInputFiles(png)
    const thumbnail = listItems(page, 'contractPhotos').locator('img')
    await expect(thumbnail).toHaveAttribute('src', DOWNLOAD_URL)
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)

    await listItems(page, 'contractPhotos').first().hover()
    await listItems(page, 'contractPhotos').first().locator('.ant-upload-list-item-actions a').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.locator('img')).toHaveAttribute('alt', png.name)
    await expect.poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
    await page.keyboard.press('Escape')
    await expect(page.locator('.tandem-picture-preview img')).toHaveCount(0)

    await listItems(page, 'contractFiles').first().hover()
    await listItems(page, 'contractFiles').first().getByRole('button', { name: '删除文件' }).click()
    await expect(listItems(page, 'contractFiles')).toHaveCount(0)

    const data = (await page.evaluate(() => window.__formPlayground!.getFormData(false))) as Record<string, { name: string; url: string }[]>
    expect(data.contractFiles).toEqual([])
    expect(data.contractPhotos).toEqual([{ name: png.name, url: expect.stringMatching(DOWNLOAD_URL) as unknown as string }])

    await listItems(page, 'contractPhotos').first().hover()
    await listItems(page, 'contractPhotos').first().getByRole('button', { name: '删除文件' }).click()
    await expect(listItems(page, 'contractPhotos')).toHaveCount(0)
    const emptied = (await page.evaluate(() => window.__formPlayground!.getFormData(false))) as Record<string, unknown[]>
    expect(emptied.contractPhotos).toEqual([])
  })

  test('a file of a type the field does not allow is refused in the browser', async ({ page }) => {
    await openUploadSample(page)
    let posted = false
    page.on('request', (request) => {
      if (request.url().includes('/File/Upload')) posted = true
    })
    await field(page, 'contractFiles').locator('input[type="file"]').setInputFiles({ ...png, name: 'photo.png' })
    await expect(page.locator('.ant-message')).toContainText('不支持的文件类型：png')
    await expect(listItems(page, 'contractFiles')).toHaveCount(0)
    expect(posted).toBe(false)
  })
})
