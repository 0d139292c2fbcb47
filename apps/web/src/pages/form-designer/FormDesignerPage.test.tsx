import { fireEvent, screen, waitFor } from '@testing-library/react'
import { setLocale } from '@tandem/form-core'
import { afterEach, describe, expect, it } from 'vitest'
import { http, type FormDetail } from '../../api'
import { envelope, fakeAdapter, renderRoute, restoreTransportAfterEach } from '../../test-support'
import { FormDesignerPage } from './FormDesignerPage'

const routes = [{ path: '/formDesigner', element: <FormDesignerPage /> }]

const detail: FormDetail = {
  id: 7,
  code: 'loan',
  name: '借阅申请',
  category: '',
  description: '',
  status: 'draft',
  statusName: '草稿',
  latestVersion: null,
  revision: 1,
  boundBizTypes: [],
  updatedBy: null,
  updatedAt: '2024-05-01T00:00:00.000Z',
  json: { formConfig: {}, widgetList: [{ id: 'reason', type: 'textarea', formItemFlag: true, options: { name: 'reason', label: '借阅原因' } }] },
}

describe('the /formDesigner page', () => {
  restoreTransportAfterEach()
  afterEach(() => setLocale('zh-CN'))

  it('without an id designs a scratch form; 查看 JSON shows what 保存 would keep', async () => {
    renderRoute('/formDesigner', routes)
    // role queries over the whole designer are slow in happy-dom; the palette entries carry their type
    const paletteInput = await waitFor(() => document.querySelector('[data-palette-type="input"]')!)
    fireEvent.doubleClick(paletteInput)
    fireEvent.click(screen.getByText('查看 JSON'))
    const text = await waitFor(() => document.querySelector<HTMLTextAreaElement>('textarea[aria-label="表单 JSON"]')!)
    const json = JSON.parse(text.value) as { widgetList: { type: string }[] }
    expect(json.widgetList.map((widget) => widget.type)).toEqual(['input'])
    fireEvent.click(screen.getByText('保存'))
    expect(await screen.findByText('表单已保存')).toBeTruthy()
  })

  it('with ?id= opens that library form', async () => {
    http.transport = fakeAdapter(() => ({ status: 200, body: envelope(detail) }))
    renderRoute('/formDesigner?id=7', routes)
    expect(await screen.findByText('借阅申请')).toBeTruthy()
    await waitFor(() => expect(document.querySelector('[data-designer-id="reason"]')).not.toBeNull())
  })

  it('under en-US the designer of a library form, its 查看 JSON and 发布 included, shows no Han character', async () => {
    setLocale('en-US')
    http.transport = fakeAdapter(() => ({ status: 200, body: envelope({ ...detail, name: 'Loan request', json: { formConfig: {}, widgetList: [{ id: 'reason', type: 'textarea', formItemFlag: true, options: { name: 'reason', label: 'Reason' } }] } }) }))
    renderRoute('/formDesigner?id=7', routes)
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeTruthy()
    const designer = document.querySelector<HTMLElement>('.tfd-designer')!
    fireEvent.click(screen.getByRole('button', { name: 'View JSON' }))
    const text = await waitFor(() => document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Form JSON"]')!)
    expect(text.value).toContain('Reason')
    expect(designer.textContent!.match(/\p{Script=Han}+/gu)).toBeNull()
    expect(document.querySelector('.ant-modal')!.textContent).not.toMatch(/\p{Script=Han}/u)
  })

  it('refuses an id that is not a form number', async () => {
    renderRoute('/formDesigner?id=abc', routes)
    expect(await screen.findByText('表单编号无效：abc')).toBeTruthy()
    expect(document.querySelector('[data-palette-type]')).toBeNull()
  })
})
