import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderWidget } from '../test-utils'
import { field, form, renderForm, startUploadServer, type UploadTestServer } from '../../test-support'
import { PictureUploadWidget } from './index'

let server: UploadTestServer

beforeAll(async () => {
  server = await startUploadServer(() => ({ status: 200, body: { name: 'photo.png', url: '/files/photo' } }))
})
afterAll(() => server.close())

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const picture = (name: string, type: string, size = PNG_BYTES.length) => new File([new Uint8Array(size).map((_, i) => PNG_BYTES[i] ?? 0)], name, { type })
const photo = { name: 'photo.png', url: '/files/photo' }

function renderPicture(options: Record<string, unknown> = {}, overrides: Parameters<typeof renderWidget>[1] = {}) {
  const rendered = renderWidget(PictureUploadWidget, { type: 'picture-upload', options: { uploadURL: `${server.url}/up`, limit: 2, fileTypes: ['jpeg', 'png'], ...options }, ...overrides })
  rendered.onChange.mockImplementation((value) => rendered.update({ value }))
  // The input accepts image/*; the widget itself must reject what slips through (drag and drop, "all files").
  const user = userEvent.setup({ applyAccept: false })
  const choose = (file: File) => act(() => user.upload(rendered.container.querySelector<HTMLInputElement>('input[type="file"]')!, file))
  const trigger = () => rendered.queryByRole('button', { name: '上传图片' })
  const cards = () => [...rendered.container.querySelectorAll<HTMLElement>('.ant-upload-list-item-container:not([class*="-leave"])')]
  const previewLink = (index = 0) => cards()[index]!.querySelector<HTMLElement>('.ant-upload-list-item-actions a')!
  return { ...rendered, user, choose, trigger, cards, previewLink }
}

const previewImage = () => document.querySelector<HTMLImageElement>('.tandem-picture-preview img')

/** The dialog plays its leave motion (which happy-dom never finishes: it is ended here), then its content is gone. */
async function expectPreviewClosed() {
  const dialog = document.querySelector<HTMLElement>('.tandem-picture-preview')!
  await waitFor(() => expect(dialog.className).toMatch(/-leave-active/))
  fireEvent.animationEnd(dialog)
  fireEvent.transitionEnd(dialog)
  await waitFor(() => expect(previewImage()).toBeNull())
}

async function openPreview(field: ReturnType<typeof renderPicture>) {
  await field.user.click(field.previewLink())
  await waitFor(() => expect(previewImage()?.getAttribute('src')).toBe('/files/photo'))
}

describe('picture-upload widget', () => {
  it('uploads an image of an allowed MIME type and shows it as a card', async () => {
    const field = renderPicture()
    await field.choose(picture('photo.png', 'image/png'))
    await waitFor(() => expect(field.onChange).toHaveBeenCalledWith([photo]))
    expect(server.received.at(-1)!.parts.map((part) => part.name)).toEqual(['key', 'file'])
    await waitFor(() => expect(field.cards()[0]!.querySelector('img')?.getAttribute('src')).toBe('/files/photo'))
  })

  it('rejects a type outside image/<fileTypes> with the hint followed by the type', async () => {
    const field = renderPicture()
    const before = server.received.length
    await field.choose(picture('anim.gif', 'image/gif'))
    expect(await screen.findByText('不支持的文件类型：image/gif')).toBeTruthy()
    await field.choose(picture('doc.png', 'application/pdf'))
    expect(await screen.findByText('不支持的文件类型：application/pdf')).toBeTruthy()
    expect(server.received.length).toBe(before)
    expect(field.cards()).toHaveLength(0)
  })

  it('rejects a picture over fileMaxSize', async () => {
    const field = renderPicture({ fileMaxSize: 0.5 })
    await field.choose(picture('big.png', 'image/png', 600 * 1024))
    expect(await screen.findByText('文件大小超出限制：0.5MB')).toBeTruthy()
  })

  it('hides the "+" card at the limit and shows it again after a removal', async () => {
    const field = renderPicture({ limit: 2 }, { value: [photo] })
    expect(field.trigger()).not.toBeNull()
    field.update({ value: [photo, { name: 'b.png', url: '/b' }] })
    expect(field.trigger()).toBeNull()
    await field.user.click(field.cards()[1]!.querySelector<HTMLElement>('button[title], .ant-upload-list-item-actions button')!)
    expect(field.onChange).toHaveBeenLastCalledWith([photo])
    await waitFor(() => expect(field.trigger()).not.toBeNull())
  })

  it('opens the preview 60% wide and closes it with its close button', async () => {
    const field = renderPicture({}, { value: [photo] })
    await openPreview(field)
    expect(document.querySelector<HTMLElement>('.tandem-picture-preview')?.style.width).toBe('60%')
    await field.user.click(document.querySelector<HTMLElement>('.tandem-picture-preview .ant-modal-close')!)
    await expectPreviewClosed()
  })

  it('closes the preview on a click outside it', async () => {
    const field = renderPicture({}, { value: [photo] })
    await openPreview(field)
    const wrap = document.querySelector<HTMLElement>('.ant-modal-wrap')!
    fireEvent.mouseDown(wrap)
    fireEvent.mouseUp(wrap)
    fireEvent.click(wrap)
    await expectPreviewClosed()
  })

  it('closes the preview on Escape', async () => {
    const field = renderPicture({}, { value: [photo] })
    await openPreview(field)
    await field.user.keyboard('{Escape}')
    await expectPreviewClosed()
  })

  it('read mode shows thumbnails that still preview, without the "+" card or remove buttons', async () => {
    const field = renderPicture({}, { readMode: true, value: [photo] })
    expect(field.trigger()).toBeNull()
    expect(field.cards()[0]!.querySelector('img')?.getAttribute('src')).toBe('/files/photo')
    expect(field.cards()[0]!.querySelectorAll('button')).toHaveLength(0)
    await openPreview(field)
  })

  it('read mode shows the empty text without pictures', () => {
    const field = renderPicture({}, { readMode: true, value: null })
    expect(field.container.textContent).toBe('--')
  })

  it("draws the cards in a form at Element's 148 px, not antd's 102 px", () => {
    const rendered = renderForm(form([field('picture-upload', 'photo')]))
    const card = rendered.field('photo')!.querySelector<HTMLElement>('.ant-upload-select')!
    expect(getComputedStyle(card).width).toBe('148px')
    expect(getComputedStyle(card).height).toBe('148px')
  })
})
