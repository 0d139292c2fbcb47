import { beforeEach, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { FormDesignerApi } from '@tandem/form-designer'
import { createRef } from 'react'
import { http, type FormDetail } from '../../api'
import { envelope, fakeAdapter, renderRoute, restoreTransportAfterEach } from '../../test-support'
import { LibraryDesigner } from './LibraryDesigner'

const detail: FormDetail = {
  id: 5,
  code: 'reg',
  name: '合同登记信息',
  category: '',
  description: '',
  status: 'draft',
  statusName: '草稿',
  latestVersion: null,
  revision: 4,
  boundBizTypes: [],
  updatedBy: null,
  updatedAt: '2024-05-01T00:00:00.000Z',
  json: { formConfig: {}, widgetList: [{ id: 'title', type: 'input', formItemFlag: true, options: { name: 'title', label: '标题' } }] },
}

function openDesigner(form: FormDetail) {
  http.transport = fakeAdapter(() => ({ status: 200, body: envelope(form) }))
  const designer = createRef<FormDesignerApi>()
  const view = renderRoute(`/formDesigner?id=${form.id}`, [{ path: '/formDesigner', element: <LibraryDesigner formId={form.id} designer={designer} /> }])
  return { designer, view }
}

const labelOf = (designer: FormDesignerApi | null) => (designer?.getFormJson().widgetList[0]?.options as { label?: string } | undefined)?.label

describe('the designer on a library form', () => {
  restoreTransportAfterEach()
  beforeEach(() => localStorage.clear())

  it('offers unsaved edits newer than the draft on the revision they were made on, and not on a newer one', async () => {
    const first = openDesigner(detail)
    await waitFor(() => expect(labelOf(first.designer.current)).toBe('标题'))
    act(() => void first.designer.current!.getSchemaStore().dispatch({ type: 'patchOptions', id: 'title', patch: { label: '合同标题' } }))
    first.view.unmount()

    const again = openDesigner(detail)
    expect(await screen.findByText('浏览器中有较新的表单副本')).toBeTruthy()
    expect(labelOf(again.designer.current)).toBe('标题')
    fireEvent.click(screen.getByRole('button', { name: '保留浏览器中的副本' }))
    expect(labelOf(again.designer.current)).toBe('合同标题')
    again.view.unmount()

    const newer = openDesigner({ ...detail, revision: 5 })
    await waitFor(() => expect(labelOf(newer.designer.current)).toBe('标题'))
  })

  it("keeps the server's draft over an older copy kept in the browser", async () => {
    const first = openDesigner(detail)
    await waitFor(() => expect(labelOf(first.designer.current)).toBe('标题'))
    act(() => void first.designer.current!.getSchemaStore().dispatch({ type: 'patchOptions', id: 'title', patch: { label: '旧标题' } }))
    first.view.unmount()

    const later = openDesigner({ ...detail, updatedAt: new Date(Date.now() + 60_000).toISOString(), json: { ...detail.json, formConfig: { labelWidth: 100 } } })
    await waitFor(() => expect(labelOf(later.designer.current)).toBe('标题'))
    expect(screen.queryByText('浏览器中有较新的表单副本')).toBeNull()
    expect(screen.queryByText('已恢复自动保存的表单')).toBeNull()
  })

  it('loads the draft, saves it on its revision, then publishes on the new one', async () => {
    const adapter = fakeAdapter((config) => {
      if (config.method === 'put') return { status: 200, body: envelope({ ...detail, revision: 5 }) }
      if (config.method === 'post') return { status: 200, body: envelope({ id: 1, version: 1, publishedBy: { id: 1, name: '系统管理员' }, publishedAt: '2024-05-02T00:00:00.000Z', form: detail, scriptWarnings: [] }) }
      return { status: 200, body: envelope(detail) }
    })
    http.transport = adapter
    const designer = createRef<FormDesignerApi>()
    renderRoute('/formDesigner?id=5', [{ path: '/formDesigner', element: <LibraryDesigner formId={5} designer={designer} /> }])
    expect(await screen.findByText('合同登记信息')).toBeTruthy()
    await waitFor(() => expect(designer.current?.getFormJson().widgetList).toHaveLength(1))

    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
    await waitFor(() => expect(adapter.calls.some((call) => call.method === 'put')).toBe(true))
    const put = adapter.calls.find((call) => call.method === 'put')!
    expect(put.url).toBe('/contracttandem/api/Form/Forms/5')
    const sent = JSON.parse(put.data as string) as { revision: number; json: { widgetList: Array<{ options: { name: string } }> } }
    expect(sent.revision).toBe(4)
    expect(sent.json.widgetList.map((widget) => widget.options.name)).toEqual(['title'])
    expect(await screen.findByText('草稿已保存')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: /发\s*布/ }))
    await waitFor(() => expect(adapter.calls.some((call) => call.method === 'post')).toBe(true))
    expect(JSON.parse(adapter.calls.find((call) => call.method === 'post')!.data as string)).toEqual({ revision: 5 })
    expect(await screen.findByText('已发布第 1 版')).toBeTruthy()
  })
})
