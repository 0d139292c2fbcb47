import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, type RecordForm } from '../../api'
import { envelope, fakeAdapter, renderRoute, restoreTransportAfterEach } from '../../test-support'
import FormPrintPage from '.'

const json = { formConfig: {}, widgetList: [{ id: 'code', type: 'input', formItemFlag: true, options: { name: 'code', label: '登记编号' } }] }

const recordForm: RecordForm = {
  bound: true,
  record: { id: 42, bizType: 1, bizTypeName: '合同', contractNo: 'HT-2024-0000042', contractName: '采购合同', department: '采购部', sealed: true },
  form: { id: 1, code: 'reg', name: '合同登记信息' },
  current: { versionId: 3, version: 1, json },
  saved: { formId: 1, formName: '合同登记信息', versionId: 3, version: 1, json: null, data: { code: 'DJ-0042' }, revision: 2, savedBy: { id: 2, name: '张三' }, savedAt: '2024-05-01T01:30:00.000Z' },
  draft: null,
  canEdit: false,
  readOnlyReason: '该记录已封存，扩展信息只能查看',
}

describe('打印', () => {
  restoreTransportAfterEach()

  it("prints a record's form in read mode under the record header, outside the app's layout", async () => {
    http.transport = fakeAdapter(() => ({ status: 200, body: envelope(recordForm) }))
    renderRoute('/formPrint?contractId=42', [{ path: '/formPrint', element: <FormPrintPage /> }])
    const sheet = (await screen.findByRole('heading', { name: '合同登记信息' })).closest('.tandem-print-root') as HTMLElement
    expect(sheet.parentElement).toBe(document.body)
    for (const text of ['HT-2024-0000042', '采购合同', '采购部', '第 1 版', '张三', 'DJ-0042']) expect(within(sheet).getByText(text)).toBeTruthy()
    expect(sheet.querySelector('.tfr-read-mode')).not.toBeNull()
    expect(within(sheet).getByRole('button', { name: /打\s*印/ }).closest('.tandem-print-actions')).not.toBeNull()
  })

  it('heads the sheet with the form and version the data was filled with, not the form bound now', async () => {
    const rebound: RecordForm = {
      ...recordForm,
      form: { id: 5, code: 'reg2', name: '合同补充信息' },
      current: { versionId: 9, version: 2, json: { formConfig: {}, widgetList: [] } },
      saved: { ...recordForm.saved!, json },
    }
    http.transport = fakeAdapter(() => ({ status: 200, body: envelope(rebound) }))
    renderRoute('/formPrint?contractId=42', [{ path: '/formPrint', element: <FormPrintPage /> }])
    const sheet = (await screen.findByRole('heading', { name: '合同登记信息' })).closest('.tandem-print-root') as HTMLElement
    expect(within(sheet).queryByText('合同补充信息')).toBeNull()
    expect(within(sheet).getByText('第 1 版')).toBeTruthy()
    expect(await within(sheet).findByText('DJ-0042')).toBeTruthy()
  })

  // A hang guard for mounting 60 rows on a busy machine, not a timing check.
  it('prints every row of a long sub-form (no windowed scroll box)', { timeout: 30_000 }, async () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({ item: `明细第${i + 1}行` }))
    const subForm = {
      formConfig: {},
      widgetList: [
        {
          id: 'lines',
          type: 'sub-form',
          category: 'container',
          options: { name: 'lines' },
          widgetList: [{ id: 'item', type: 'input', formItemFlag: true, options: { name: 'item', label: '项目' } }],
        },
      ],
    }
    const long: RecordForm = { ...recordForm, current: { versionId: 3, version: 1, json: subForm }, saved: { ...recordForm.saved!, data: { lines: rows } } }
    http.transport = fakeAdapter(() => ({ status: 200, body: envelope(long) }))
    renderRoute('/formPrint?contractId=42', [{ path: '/formPrint', element: <FormPrintPage /> }])
    expect(await screen.findByText('明细第60行')).toBeTruthy()
    expect(document.querySelectorAll('.tandem-print-root .tfr-sub-form-row')).toHaveLength(60)
    expect(document.querySelector('.tandem-print-root .tfr-sub-form-scroll')).toBeNull()
  })

  it('names the problem when the parameters are missing', async () => {
    renderRoute('/formPrint', [{ path: '/formPrint', element: <FormPrintPage /> }])
    expect(await screen.findByText('缺少或无效的打印参数，请从扩展信息或表单版本中打开。')).toBeTruthy()
  })
})
