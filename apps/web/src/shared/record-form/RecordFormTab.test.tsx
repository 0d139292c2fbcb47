import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { HttpRequest } from '../../api'
import { http, type RecordForm } from '../../api'
import { envelope, fakeAdapter, renderRoute, restoreTransportAfterEach, type FakeReply } from '../../test-support'
import { RecordFormTab } from './RecordFormTab'

const json = {
  formConfig: {},
  widgetList: [{ id: 'code', type: 'input', formItemFlag: true, options: { name: 'code', label: '登记编号', required: true } }],
}

const recordForm = (fields: Partial<RecordForm> = {}): RecordForm => ({
  bound: true,
  record: { id: 42, bizType: 1, bizTypeName: '合同', contractNo: 'HT-2024-0000042', contractName: '采购合同', department: '采购部', sealed: false },
  form: { id: 1, code: 'reg', name: '合同登记信息' },
  current: { versionId: 3, version: 1, json },
  saved: { formId: 1, formName: '合同登记信息', versionId: 3, version: 1, json: null, data: { code: 'A-1' }, revision: 2, savedBy: { id: 1, name: '系统管理员' }, savedAt: '2024-05-01T01:30:00.000Z' },
  draft: null,
  canEdit: true,
  readOnlyReason: null,
  ...fields,
})

function serve(reply: (config: HttpRequest) => FakeReply) {
  const adapter = fakeAdapter(reply)
  http.transport = adapter
  return adapter
}

const open = () => renderRoute('/contractDetail', [{ path: '/contractDetail', element: <RecordFormTab contractId={42} /> }])

describe('扩展信息', () => {
  restoreTransportAfterEach()

  it('shows read mode with the reason for a sealed record, and who saved it', async () => {
    serve(() => ({ status: 200, body: envelope(recordForm({ canEdit: false, readOnlyReason: '该记录已封存，扩展信息只能查看' })) }))
    open()
    expect(await screen.findByText('该记录已封存，扩展信息只能查看')).toBeTruthy()
    expect(screen.getByText(/系统管理员 于 .* 保存（第 1 版）/)).toBeTruthy()
    await waitFor(() => expect(document.querySelector('.tfr-read-mode')).not.toBeNull())
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull()
    expect(screen.getByText('A-1')).toBeTruthy()
  })

  it('names the form the saved data was filled with when the kind is bound to another form now', async () => {
    serve(() => ({
      status: 200,
      body: envelope(
        recordForm({
          canEdit: false,
          form: { id: 5, code: 'reg2', name: '合同补充信息' },
          current: { versionId: 9, version: 2, json },
          saved: { ...recordForm().saved!, json },
        }),
      ),
    }))
    open()
    expect(await screen.findByText('合同登记信息', { selector: 'strong, strong *' })).toBeTruthy()
    expect(screen.queryByText('合同补充信息', { selector: 'strong, strong *' })).toBeNull()
    expect(screen.getByText('该数据按表单「合同登记信息」第 1 版填写，现绑定的表单为「合同补充信息」第 2 版。')).toBeTruthy()
  })

  it('saves the edited data with the version and revision it started from', async () => {
    const adapter = serve((config) =>
      config.method === 'put' ? { status: 200, body: envelope({ ...recordForm().saved, revision: 3 }) } : { status: 200, body: envelope(recordForm()) },
    )
    open()
    const input = (await screen.findByDisplayValue('A-1')) as HTMLInputElement
    fireEvent.change(input, { target: { value: 'B-2' } })
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
    await waitFor(() => expect(adapter.calls.some((call) => call.method === 'put')).toBe(true))
    const put = adapter.calls.find((call) => call.method === 'put')!
    expect(put.url).toBe('/contracttandem/api/Form/Record/42')
    expect(JSON.parse(put.data as string)).toEqual({ versionId: 3, revision: 2, data: { code: 'B-2' } })
    expect(await screen.findByText('扩展信息已保存')).toBeTruthy()
  })

  it("lists the server's field errors when it refuses the data and shows each on its field", async () => {
    serve((config) =>
      config.method === 'put'
        ? {
            status: 422,
            body: {
              success: false,
              code: 422,
              resultCode: 'TND_ERR_FORM_DATA_INVALID',
              msg: '表单数据校验未通过：[登记编号]中的文件不存在',
              data: { errors: [{ path: 'code', name: 'code', label: '登记编号', subFormName: null, rowIndex: null, message: '登记编号已被占用' }] },
            },
          }
        : { status: 200, body: envelope(recordForm()) },
    )
    open()
    await screen.findByDisplayValue('A-1')
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
    expect(await screen.findByText('登记编号：登记编号已被占用')).toBeTruthy()
    expect(screen.getByText('服务器校验未通过（1 处），未保存：')).toBeTruthy()
    const field = document.querySelector('[data-field-path="code"]')!
    expect(field.querySelector('[role="alert"]')?.textContent).toBe('登记编号已被占用')
  })

  it('offers the draft back and restores it into the form', async () => {
    serve(() => ({ status: 200, body: envelope(recordForm({ draft: { versionId: 3, data: { code: 'DRAFT-9' }, updatedAt: '2024-05-02T02:00:00.000Z' } })) }))
    open()
    fireEvent.click(await screen.findByRole('button', { name: '恢复草稿' }))
    expect(await screen.findByDisplayValue('DRAFT-9')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '丢弃草稿' })).toBeNull()
  })

  it('keeps data of an older version on its own version until the editor chooses the newest', async () => {
    const newer = { ...json, widgetList: [...json.widgetList, { id: 'extra', type: 'input', formItemFlag: true, options: { name: 'extra', label: '新增字段' } }] }
    serve(() => ({ status: 200, body: envelope(recordForm({ current: { versionId: 4, version: 2, json: newer }, saved: { ...recordForm().saved!, json } })) }))
    open()
    expect(await screen.findByText('该数据按表单第 1 版填写，表单现为第 2 版。')).toBeTruthy()
    expect(screen.queryByText('新增字段')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '按第 2 版编辑' }))
    expect(await screen.findByText('新增字段')).toBeTruthy()
    expect(screen.getByDisplayValue('A-1')).toBeTruthy()
  })
})
