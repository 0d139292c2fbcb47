import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { HttpRequest } from '../../api'
import { http, type FormSummary } from '../../api'
import { envelope, fakeAdapter, renderRoute, restoreTransportAfterEach, type FakeReply } from '../../test-support'
import { FormListPage } from './FormListPage'

const summary = (fields: Partial<FormSummary>): FormSummary => ({
  id: 1,
  code: 'contract-registration',
  name: '合同登记信息',
  category: '合同管理',
  description: '',
  status: 'published',
  statusName: '已发布',
  latestVersion: 2,
  revision: 5,
  boundBizTypes: [1],
  updatedBy: { id: 1, name: '系统管理员' },
  updatedAt: '2024-05-01T01:30:00.000Z',
  ...fields,
})

const forms = [summary({}), summary({ id: 2, code: 'draft-form', name: '草稿表单', status: 'draft', statusName: '草稿', latestVersion: null, boundBizTypes: [], revision: 1 })]

function serve(reply: (config: HttpRequest) => FakeReply | undefined) {
  const adapter = fakeAdapter((config) => reply(config) ?? { status: 200, body: envelope({ list: forms, categories: ['合同管理'] }) })
  http.transport = adapter
  return adapter
}

const open = () => renderRoute('/formList', [{ path: '/formList', element: <FormListPage /> }])
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement

describe('表单管理', () => {
  restoreTransportAfterEach()

  it('lists forms with version, status, binding and editor; delete only for forms never published', async () => {
    serve(() => undefined)
    open()
    const published = await rowOf('合同登记信息')
    expect(within(published).getByText('第 2 版')).toBeTruthy()
    expect(within(published).getByText('已发布')).toBeTruthy()
    expect(within(published).getByText('合同')).toBeTruthy()
    expect(within(published).getByText('系统管理员')).toBeTruthy()
    expect(within(published).queryByRole('button', { name: /删\s*除/ })).toBeNull()
    const draft = await rowOf('草稿表单')
    expect(within(draft).getByText('未发布')).toBeTruthy()
    expect(within(draft).getByRole('button', { name: /删\s*除/ })).toBeTruthy()
  })

  it('publishes the draft on the revision the list shows', async () => {
    const adapter = serve((config) =>
      config.url?.endsWith('/Publish') ? { status: 200, body: envelope({ id: 9, version: 1, publishedBy: { id: 1, name: '系统管理员' }, publishedAt: '2024-05-02T00:00:00.000Z', form: forms[1], scriptWarnings: [] }) } : undefined,
    )
    open()
    fireEvent.click(within(await rowOf('草稿表单')).getByRole('button', { name: /发\s*布/ }))
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }))
    await waitFor(() => expect(adapter.calls.some((call) => call.url?.endsWith('/Publish'))).toBe(true))
    const call = adapter.calls.find((entry) => entry.url?.endsWith('/Publish'))!
    expect(call.url).toBe('/contracttandem/api/Form/Forms/2/Publish')
    expect(JSON.parse(call.data as string)).toEqual({ revision: 1 })
    expect(await screen.findByText('已发布第 1 版')).toBeTruthy()
  })

  it('sends the search and filters to the server', async () => {
    const adapter = serve(() => undefined)
    open()
    await rowOf('合同登记信息')
    fireEvent.change(screen.getByPlaceholderText('名称或编码'), { target: { value: '登记' } })
    fireEvent.keyDown(screen.getByPlaceholderText('名称或编码'), { key: 'Enter', code: 'Enter', keyCode: 13 })
    await waitFor(() => expect(adapter.calls.at(-1)?.params).toEqual({ keyword: '登记' }))
  })

  it('creates a blank form and opens it in the designer', async () => {
    const adapter = serve((config) => (config.method === 'post' ? { status: 200, body: envelope({ ...forms[1], id: 7, json: { widgetList: [], formConfig: {} } }) } : undefined))
    const { router } = open()
    fireEvent.click(await screen.findByRole('button', { name: /新\s*建/ }))
    fireEvent.change(await screen.findByLabelText('编码'), { target: { value: 'new-form' } })
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '新表单' } })
    fireEvent.click(screen.getByRole('button', { name: /创\s*建/ }))
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/formDesigner?id=7'))
    const post = adapter.calls.find((call) => call.method === 'post')!
    expect(JSON.parse(post.data as string)).toEqual({ code: 'new-form', name: '新表单', category: '', description: '' })
  })
})
