import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { formVersionQuery, recordFormQuery, type RecordForm } from '../../api'
import { printPageHasScripts, recordPageHasScripts } from './pageScripts'

const field = (name: string, options: Record<string, unknown> = {}) => ({ id: name, type: 'input', formItemFlag: true, options: { name, label: name, ...options } })
/** Rules and formulas only, as the seeded 合同登记信息. */
const logicForm = {
  formConfig: {},
  widgetList: [
    field('amount'),
    field('inWords', { tandemFormula: 'RMBUPPER(amount)' }),
    field('note', { tandemRules: [{ when: { field: 'amount', op: 'gt', value: 100 }, then: [{ action: 'require' }] }] }),
  ],
}
const scriptedForm = { formConfig: { onFormMounted: "this.getWidgetRef('note').setHidden(true)" }, widgetList: [field('note')] }

function recordAnswer(current: object | null, savedJson: object | null = null): RecordForm {
  return {
    bound: current !== null,
    record: { id: 7, bizType: 1, bizTypeName: '合同', contractNo: 'HT-1', contractName: '合同', department: '采购部', sealed: false },
    form: current && { id: 1, code: 'c', name: '表单' },
    current: current && { versionId: 2, version: 2, json: current },
    saved: savedJson && { formId: 1, formName: '表单', versionId: 1, version: 1, data: {}, revision: 1, savedBy: { id: 1, name: '张三' }, savedAt: '2026-11-27T00:00:00Z', json: savedJson },
    draft: null,
    canEdit: true,
    readOnlyReason: null,
  } as RecordForm
}

function clientWith(answer: RecordForm): QueryClient {
  const client = new QueryClient()
  client.setQueryData(recordFormQuery(7).queryKey, answer)
  return client
}

const search = (query: string) => new URLSearchParams(query)

describe('whether the forms of a record or print page have scripts', () => {
  it('says no for a form with rules and formulas only, and for an unbound kind', async () => {
    expect(await recordPageHasScripts(clientWith(recordAnswer(logicForm)), search('id=7'))).toBe(false)
    expect(await recordPageHasScripts(clientWith(recordAnswer(null)), search('id=7'))).toBe(false)
    expect(await printPageHasScripts(clientWith(recordAnswer(logicForm)), search('contractId=7'))).toBe(false)
  })

  it('says yes when the bound form or the version of the saved data has scripts', async () => {
    expect(await recordPageHasScripts(clientWith(recordAnswer(scriptedForm)), search('id=7'))).toBe(true)
    expect(await recordPageHasScripts(clientWith(recordAnswer(logicForm, scriptedForm)), search('id=7'))).toBe(true)
    expect(await printPageHasScripts(clientWith(recordAnswer(logicForm, scriptedForm)), search('contractId=7'))).toBe(true)
  })

  it('reads a printed form version by its form and number', async () => {
    const client = new QueryClient()
    client.setQueryData(formVersionQuery(4, 2).queryKey, { id: 9, version: 2, formId: 4, formName: '表单', json: scriptedForm, publishedBy: { id: 1, name: '管理员' }, publishedAt: '2026-11-27T00:00:00Z', scripts: [] } as never)
    expect(await printPageHasScripts(client, search('formId=4&version=2'))).toBe(true)
  })

  it('asks nothing for an address without a valid id', async () => {
    const client = new QueryClient()
    for (const query of ['', 'id=abc', 'id=0', 'id=-1']) expect(await recordPageHasScripts(client, search(query)), query).toBe(false)
    for (const query of ['', 'formId=4', 'contractId=x']) expect(await printPageHasScripts(client, search(query)), query).toBe(false)
    expect(client.getQueryCache().getAll()).toEqual([])
  })
})
