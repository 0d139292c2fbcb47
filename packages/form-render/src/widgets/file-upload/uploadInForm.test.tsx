import { act, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { field, form, renderForm, startUploadServer, type UploadTestServer } from '../../test-support'
import type { FieldRef } from '../../types'

let server: UploadTestServer

beforeAll(async () => {
  server = await startUploadServer((upload) => ({ status: 200, body: { name: upload.parts.at(-1)?.fileName, url: `/files/${upload.parts.at(-1)?.fileName}` } }))
})
afterAll(() => server.close())

declare global {
  interface Window {
    uploadChanges?: unknown[][]
  }
}

const uploadForm = () =>
  form([
    field('file-upload', 'attachments', {
      uploadURL: "DSV.host + '/up'",
      fileTypes: ['pdf'],
      onChange: 'window.uploadChanges.push([value, oldValue])',
    }),
  ])

describe('file-upload in a form', () => {
  it('runs onChange with the new and old value, with the DSV URL and the data set by setUploadData', async () => {
    window.uploadChanges = []
    const rendered = renderForm(uploadForm(), { globalDsv: { host: server.url } })
    await rendered.run((api) => {
      const ref = api.getWidgetRef('attachments') as FieldRef
      ref.setUploadData('folder', '合同')
      ref.setUploadHeader('x-folder', 'contracts')
      api.setFormData({ attachments: [{ name: 'a.pdf', url: '/files/a.pdf' }] })
    })
    window.uploadChanges = []
    const input = rendered.field('attachments')!.querySelector<HTMLInputElement>('input[type="file"]')!
    await act(() => userEvent.setup().upload(input, new File(['%PDF-1.4'], 'b.pdf', { type: 'application/pdf' })))
    await waitFor(() => expect(window.uploadChanges).toHaveLength(1))
    expect(window.uploadChanges![0]).toEqual([
      [{ name: 'a.pdf', url: '/files/a.pdf' }, { name: 'b.pdf', url: '/files/b.pdf' }],
      [{ name: 'a.pdf', url: '/files/a.pdf' }],
    ])
    const upload = server.received.at(-1)!
    expect(upload.path).toBe('/up')
    expect(upload.headers['x-folder']).toBe('contracts')
    expect(upload.parts.map((part) => [part.name, part.fileName ?? part.content])).toEqual([
      ['folder', '合同'],
      ['key', 'b.pdf'],
      ['file', 'b.pdf'],
    ])
    expect(rendered.api.getFormData(false)).toEqual({ attachments: [{ name: 'a.pdf', url: '/files/a.pdf' }, { name: 'b.pdf', url: '/files/b.pdf' }] })
  })

  it('setFormData rebuilds the visible list', async () => {
    const rendered = renderForm(uploadForm(), { globalDsv: { host: server.url } })
    await rendered.run((api) => api.setFormData({ attachments: [{ name: 'x.pdf', url: '/files/x.pdf' }] }))
    expect(rendered.field('attachments')!.querySelector('a[href="/files/x.pdf"]')).not.toBeNull()
    await rendered.run((api) => api.setFormData({ attachments: [{ name: 'y.pdf', url: '/files/y.pdf' }] }))
    const shown = [...rendered.field('attachments')!.querySelectorAll('.ant-upload-list-item-container:not([class*="-leave"]) .ant-upload-list-item-name')]
    expect(shown.map((item) => item.textContent)).toEqual(['y.pdf'])
  })
})
