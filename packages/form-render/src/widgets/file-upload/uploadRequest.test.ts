import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendUpload, UploadRequestError } from './uploadRequest'
import { startUploadServer, type UploadTestServer } from '../../test-support'

let server: UploadTestServer

beforeAll(async () => {
  server = await startUploadServer((upload) =>
    upload.path === '/fail' ? { status: 415, body: { success: false, msg: '不支持的文件类型：.exe' } } : { status: 200, body: { name: 'a.pdf', url: '/files/1' } },
  )
})
afterAll(() => server.close())

const pdf = () => new File(['%PDF-1.4 test'], 'a.pdf', { type: 'application/pdf' })

describe('sendUpload', () => {
  it('posts multipart with the file part `file` and the extra fields', async () => {
    const answer = await sendUpload({ url: `${server.url}/up`, file: pdf(), fileName: 'a.pdf', data: { key: 'a.pdf', dir: 'x' }, headers: {}, withCredentials: false }).promise
    expect(answer).toEqual({ name: 'a.pdf', url: '/files/1' })
    const upload = server.received.at(-1)!
    expect(upload.method).toBe('POST')
    expect(upload.parts).toEqual([
      { name: 'key', fileName: null, contentType: null, content: 'a.pdf' },
      { name: 'dir', fileName: null, contentType: null, content: 'x' },
      { name: 'file', fileName: 'a.pdf', contentType: 'application/pdf', content: '%PDF-1.4 test' },
    ])
  })

  it('rejects with the server message on a non-2xx answer', async () => {
    const sent = sendUpload({ url: `${server.url}/fail`, file: pdf(), fileName: 'a.pdf', data: {}, headers: {}, withCredentials: false })
    const error: unknown = await sent.promise.catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(UploadRequestError)
    expect(error).toMatchObject({ message: '不支持的文件类型：.exe', status: 415 })
  })

  it('sends the headers set for the field', async () => {
    await sendUpload({ url: `${server.url}/up`, file: pdf(), fileName: 'a.pdf', data: {}, headers: { 'x-token': 't1' }, withCredentials: false }).promise
    expect(server.received.at(-1)!.headers['x-token']).toBe('t1')
  })
})
