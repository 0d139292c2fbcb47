import { act, screen, waitFor, within } from '@testing-library/react'
import { createServer, type AddressInfo, type Server } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWidget } from '../test-utils'
import { FileUploadWidget } from './index'
import { startUploadServer, type UploadTestServer } from '../../test-support'

let server: UploadTestServer
let nextUrl = 0

beforeAll(async () => {
  server = await startUploadServer((upload) => {
    if (upload.path === '/fail') return { status: 500, body: { success: false, msg: '存储不可用' } }
    const file = upload.parts.find((part) => part.name === 'file')
    return { status: 200, body: { success: true, name: file?.fileName, url: `/files/${++nextUrl}` } }
  })
})
afterAll(() => server.close())
beforeEach(() => {
  server.received.length = 0
})

const doc = (name: string, size = 10) => new File(['x'.repeat(size)], name, { type: 'application/octet-stream' })

/** Renders the widget with its value following onChange, as the binding does. */
function renderUpload(options: Record<string, unknown> = {}, overrides: Parameters<typeof renderWidget>[1] = {}) {
  const rendered = renderWidget(FileUploadWidget, { type: 'file-upload', options: { uploadURL: `${server.url}/up`, limit: 3, fileTypes: ['doc', 'docx', 'pdf'], ...options }, ...overrides })
  rendered.onChange.mockImplementation((value) => rendered.update({ value }))
  const input = () => rendered.container.querySelector<HTMLInputElement>('input[type="file"]')!
  const choose = (...files: File[]) => act(() => rendered.user.upload(input(), files))
  const button = () => rendered.queryByRole('button', { name: /选择文件/ })
  // Removed items play antd's leave motion for a while; they are no longer part of the list.
  const items = () => [...rendered.container.querySelectorAll<HTMLElement>('.ant-upload-list-item-container:not([class*="-leave"])')]
  const names = () => items().map((item) => item.querySelector('.ant-upload-list-item-name')?.textContent)
  const removeButtons = () => items().flatMap((item) => [...item.querySelectorAll<HTMLElement>('.ant-upload-list-item-action')])
  return { ...rendered, input, choose, button, items, names, removeButtons }
}

const lastValue = (onChange: { mock: { calls: unknown[][] } }) => onChange.mock.calls.at(-1)?.[0]

describe('file-upload widget', () => {
  it('posts the file as part `file` with a `key` field holding its name, then stores {name, url}', async () => {
    const field = renderUpload()
    await field.choose(doc('合同.pdf'))
    await waitFor(() => expect(field.onChange).toHaveBeenCalledWith([{ name: '合同.pdf', url: '/files/' + nextUrl }]))
    const [upload] = server.received
    expect(upload!.method).toBe('POST')
    expect(upload!.parts.map((part) => [part.name, part.fileName ?? part.content])).toEqual([
      ['key', '合同.pdf'],
      ['file', '合同.pdf'],
    ])
    const links = await field.findAllByRole('link', { name: '合同.pdf' })
    expect(links.map((link) => link.getAttribute('href'))).toContain('/files/' + nextUrl)
  })

  it('commits the old entries plus the new one', async () => {
    const field = renderUpload({}, { value: [{ name: 'old.doc', url: '/files/old' }] })
    await field.choose(doc('new.docx'))
    await waitFor(() => expect(field.onChange).toHaveBeenCalledTimes(1))
    expect(lastValue(field.onChange)).toEqual([
      { name: 'old.doc', url: '/files/old' },
      { name: 'new.docx', url: `/files/${nextUrl}` },
    ])
  })

  it('adds the extra data and headers set by setUploadData / setUploadHeader; `key` stays the file name', async () => {
    const settings = { headers: { 'x-upload-token': 'abc' }, data: { dir: 'contracts', key: 'ignored' } }
    const field = renderUpload({}, { uploadSettings: () => settings })
    await field.choose(doc('a.doc'))
    await waitFor(() => expect(server.received).toHaveLength(1))
    const upload = server.received[0]!
    expect(upload.headers['x-upload-token']).toBe('abc')
    expect(Object.fromEntries(upload.parts.filter((part) => part.fileName === null).map((part) => [part.name, part.content]))).toEqual({ dir: 'contracts', key: 'a.doc' })
  })

  it('evaluates an uploadURL that references DSV', async () => {
    const field = renderUpload({ uploadURL: "DSV.uploadHost + '/dsv-upload'" }, { globalDsv: () => ({ uploadHost: server.url }) })
    await field.choose(doc('a.doc'))
    await waitFor(() => expect(server.received.map((upload) => upload.path)).toEqual(['/dsv-upload']))
  })

  it('checks the extension case-insensitively and shows the hint followed by the extension', async () => {
    const field = renderUpload()
    await field.choose(doc('SCAN.PDF'))
    await waitFor(() => expect(server.received).toHaveLength(1))
    await field.choose(doc('setup.exe'))
    expect(await screen.findByText('不支持的文件类型：exe')).toBeTruthy()
    expect(server.received).toHaveLength(1)
  })

  it('blocks a file over fileMaxSize with the hint, the limit and MB', async () => {
    const field = renderUpload({ fileMaxSize: 1 })
    await field.choose(doc('big.doc', 1024 * 1024 + 1))
    expect(await screen.findByText('文件大小超出限制：1MB')).toBeTruthy()
    expect(server.received).toHaveLength(0)
    expect(field.items()).toHaveLength(0)
  })

  it('defaults fileMaxSize to 5 MB', async () => {
    const field = renderUpload({ fileMaxSize: undefined })
    await field.choose(doc('big.doc', 5 * 1024 * 1024 + 1))
    expect(await screen.findByText('文件大小超出限制：5MB')).toBeTruthy()
  })

  it('warns with the limit substituted when a choice would exceed it, and uploads none of it', async () => {
    const field = renderUpload({ limit: 2, multipleSelect: true }, { value: [{ name: 'a.doc', url: '/a' }] })
    expect(field.input().multiple).toBe(true)
    await field.choose(doc('b.doc'), doc('c.doc'))
    expect(await screen.findByText('最多允许上传2个文件')).toBeTruthy()
    expect(server.received).toHaveLength(0)
  })

  it('hides the upload button at the limit and shows it again after a removal', async () => {
    const field = renderUpload({ limit: 2 }, { value: [{ name: 'a.doc', url: '/a' }] })
    expect(field.button()).not.toBeNull()
    await field.choose(doc('b.doc'))
    await waitFor(() => expect(field.button()).toBeNull())
    await field.user.click(field.removeButtons()[0]!)
    expect(lastValue(field.onChange)).toEqual([{ name: 'b.doc', url: `/files/${nextUrl}` }])
    await waitFor(() => expect(field.button()).not.toBeNull())
  })

  it('removes the entry with the same name and url and calls onFileRemove', async () => {
    const value = [
      { name: 'same.doc', url: '/1' },
      { name: 'same.doc', url: '/2' },
    ]
    const field = renderUpload({}, { value, hasEvent: (name) => name === 'onFileRemove' })
    await field.user.click(field.removeButtons()[1]!)
    expect(lastValue(field.onChange)).toEqual([{ name: 'same.doc', url: '/1' }])
    const [eventName, [file, list]] = field.runEvent.mock.calls.at(-1) as [string, [{ name: string; url: string }, unknown[]]]
    expect(eventName).toBe('onFileRemove')
    expect(file).toMatchObject({ name: 'same.doc', url: '/2' })
    expect(list).toHaveLength(1)
  })

  it('removes an entry by uid when its url is not shown (unsafe scheme)', async () => {
    const field = renderUpload({}, { value: [{ name: 'x.doc', url: 'javascript:alert(1)', uid: 'u-1' }, { name: 'y.doc', url: '/y' }] })
    expect(field.queryByRole('link', { name: 'x.doc' })).toBeNull()
    await field.user.click(field.removeButtons()[0]!)
    expect(lastValue(field.onChange)).toEqual([{ name: 'y.doc', url: '/y' }])
  })

  it('lets onBeforeUpload veto only by returning false', async () => {
    let answer: unknown = false
    const field = renderUpload({}, { hasEvent: (name) => name === 'onBeforeUpload', runEvent: vi.fn(() => answer) })
    await field.choose(doc('a.doc'))
    expect(field.runEvent).toHaveBeenCalledWith('onBeforeUpload', [expect.objectContaining({ name: 'a.doc' })])
    expect(server.received).toHaveLength(0)
    answer = 'no'
    await field.choose(doc('b.doc'))
    await waitFor(() => expect(server.received).toHaveLength(1))
  })

  it('stores the onUploadSuccess return value when it has both name and url', async () => {
    const runEvent = vi.fn((name: string) => (name === 'onUploadSuccess' ? { name: '改名.doc', url: '/custom/1' } : undefined))
    const field = renderUpload({}, { hasEvent: (name) => name === 'onUploadSuccess', runEvent })
    await field.choose(doc('a.doc'))
    await waitFor(() => expect(lastValue(field.onChange)).toEqual([{ name: '改名.doc', url: '/custom/1' }]))
    const [, [answer, file, list]] = field.runEvent.mock.calls.find(([name]) => name === 'onUploadSuccess') as [string, [unknown, { name: string }, unknown[]]]
    expect(answer).toEqual({ success: true, name: 'a.doc', url: `/files/${nextUrl}` })
    expect(file.name).toBe('a.doc')
    expect(list).toHaveLength(1)
  })

  it('keeps the server answer when onUploadSuccess returns no {name, url}', async () => {
    const field = renderUpload({}, { hasEvent: (name) => name === 'onUploadSuccess', runEvent: vi.fn(() => ({ name: 'only-name' })) })
    await field.choose(doc('a.doc'))
    await waitFor(() => expect(lastValue(field.onChange)).toEqual([{ name: 'a.doc', url: `/files/${nextUrl}` }]))
  })

  it('shows the upload-error hint and the error text without onUploadError, and drops the file', async () => {
    const field = renderUpload({ uploadURL: `${server.url}/fail`, limit: 1 })
    await field.choose(doc('a.doc'))
    expect(await screen.findByText('上传失败：存储不可用')).toBeTruthy()
    expect(field.onChange).not.toHaveBeenCalled()
    expect(field.items()).toHaveLength(0)
    expect(field.button()).not.toBeNull()
  })

  it('calls onUploadError instead of the message when it exists', async () => {
    const field = renderUpload({ uploadURL: `${server.url}/fail` }, { hasEvent: (name) => name === 'onUploadError' })
    await field.choose(doc('a.doc'))
    await waitFor(() => expect(field.runEvent).toHaveBeenCalledWith('onUploadError', [expect.any(Error), expect.objectContaining({ name: 'a.doc' }), []]))
    const [, [error]] = field.runEvent.mock.calls[0] as [string, [Error]]
    expect(error.message).toBe('存储不可用')
    expect(screen.queryByText(/上传失败/)).toBeNull()
  })

  it('reports an unreachable upload host in Chinese, naming the host', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const host = `127.0.0.1:${(closed.address() as AddressInfo).port}`
    await new Promise((resolve) => closed.close(resolve))
    const field = renderUpload({ uploadURL: `http://${host}/up` })
    await field.choose(doc('a.doc'))
    expect(await screen.findByText(`上传失败：无法连接上传地址 ${host}（网络不通、连接被重置或被站点的内容安全策略阻止）`)).toBeTruthy()
    expect(field.onChange).not.toHaveBeenCalled()
    expect(field.items()).toHaveLength(0)
  })

  it('reports a connection reset by the upload host in Chinese', async () => {
    const resetting: Server = createServer((socket) => socket.resetAndDestroy())
    await new Promise<void>((resolve) => resetting.listen(0, '127.0.0.1', resolve))
    const host = `127.0.0.1:${(resetting.address() as AddressInfo).port}`
    try {
      const field = renderUpload({ uploadURL: `http://${host}/up` })
      await field.choose(doc('a.doc'))
      expect(await screen.findByText(`上传失败：无法连接上传地址 ${host}（网络不通、连接被重置或被站点的内容安全策略阻止）`)).toBeTruthy()
    } finally {
      await new Promise((resolve) => resetting.close(resolve))
    }
  })

  it('reports an upload URL the browser refuses to open in Chinese', async () => {
    const field = renderUpload({ uploadURL: 'http://[bad/up' })
    await field.choose(doc('a.doc'))
    expect(await screen.findByText('上传失败：上传地址无效：http://[bad/up')).toBeTruthy()
  })

  it('reports a missing uploadURL as an upload error', async () => {
    const field = renderUpload({ uploadURL: '' })
    await field.choose(doc('a.doc'))
    expect(await screen.findByText('上传失败：未设置上传地址（uploadURL）')).toBeTruthy()
  })

  it('rebuilds the list when the value is set from outside', () => {
    const field = renderUpload({}, { value: [{ name: 'a.doc', url: '/a' }] })
    expect(field.getByRole('link', { name: 'a.doc' })).toBeTruthy()
    field.update({ value: [{ name: 'b.doc', url: '/b' }, { name: 'c.doc', url: '/c' }] })
    expect(field.names()).toEqual(['b.doc', 'c.doc'])
    expect(field.getByRole('link', { name: 'c.doc' }).getAttribute('href')).toBe('/c')
    field.update({ value: null })
    expect(field.items()).toHaveLength(0)
  })

  it('read mode lists download links without the upload button or delete icons', () => {
    const field = renderUpload({ uploadTip: '仅限 Word' }, { readMode: true, value: [{ name: 'a.doc', url: '/a' }] })
    expect(field.getByRole('link', { name: 'a.doc' }).getAttribute('href')).toBe('/a')
    expect(field.button()).toBeNull()
    expect(field.removeButtons()).toHaveLength(0)
    expect(field.queryByText('仅限 Word')).toBeNull()
  })

  it('read mode shows the empty text when there are no files', () => {
    const field = renderUpload({}, { readMode: true, value: [] })
    expect(field.container.textContent).toBe('--')
  })

  it('shows uploadTip and hides the list when showFileList is off', () => {
    const field = renderUpload({ uploadTip: '仅限 Word', showFileList: false }, { value: [{ name: 'a.doc', url: '/a' }] })
    expect(field.getByText('仅限 Word')).toBeTruthy()
    expect(field.queryByRole('link', { name: 'a.doc' })).toBeNull()
  })

  it('disables the button when the field is disabled', () => {
    const field = renderUpload({}, { disabled: true, value: [{ name: 'a.doc', url: '/a' }] })
    expect(field.button()?.hasAttribute('disabled')).toBe(true)
    expect(field.removeButtons()).toHaveLength(0)
    expect(within(field.container).getByRole('link', { name: 'a.doc' })).toBeTruthy()
  })
})
