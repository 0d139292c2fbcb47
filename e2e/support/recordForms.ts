import { expect, type Page } from '@playwright/test'

export const FORM_API = '/contracttandem/api/Form'
const CONTRACT_BIZ_TYPE = 1

/** The data of an API answer envelope. */
export async function data<T>(answer: { json(): Promise<unknown> }): Promise<T> {
  return ((await answer.json()) as { data: T }).data
}

/** A VForm field widget as the designer writes it, for the forms specs build. */
export const field = (type: string, name: string, label: string, options: Record<string, unknown> = {}) => ({
  id: name,
  type,
  formItemFlag: true,
  options: { name, label, ...options },
})

/** Creates a form in the library and publishes its first version; answers the form's id. */
export async function publishForm(admin: Page, code: string, name: string, json: unknown): Promise<number> {
  const created = await data<{ id: number; revision: number }>(await admin.request.post(`${FORM_API}/Forms`, { data: { code, name, json } }))
  expect((await admin.request.post(`${FORM_API}/Forms/${created.id}/Publish`, { data: { revision: created.revision } })).status()).toBe(200)
  return created.id
}

/** The form 合同 records are bound to now (a spec restores it afterwards, so later specs find the seeded one). */
export async function contractFormId(admin: Page): Promise<number | null> {
  const bindings = await data<Array<{ bizType: number; form: { id: number } | null }>>(await admin.request.get(`${FORM_API}/Bindings`))
  return bindings.find((binding) => binding.bizType === CONTRACT_BIZ_TYPE)?.form?.id ?? null
}

/** The id of the library form with exactly this code (a seeded one, say). */
export async function formIdByCode(admin: Page, code: string): Promise<number> {
  const { list } = await data<{ list: Array<{ id: number; code: string }> }>(await admin.request.get(`${FORM_API}/Forms`, { params: { keyword: code } }))
  const form = list.find((candidate) => candidate.code === code)
  if (!form) throw new Error(`no library form has the code ${code}`)
  return form.id
}

export async function bindContractForm(admin: Page, formId: number | null): Promise<void> {
  expect((await admin.request.put(`${FORM_API}/Bindings/${CONTRACT_BIZ_TYPE}`, { data: { formId } })).status()).toBe(200)
}

export interface BlankContract {
  id: number
  /** The version a first save of its form data names. */
  versionId: number
}

/**
 * Unsealed 采购部 contracts zhangsan may edit that have no saved form data yet, so their 扩展信息
 * opens on the currently bound form. Each spec saves data on the ones it takes, so the next
 * spec gets others.
 */
export async function blankContracts(zhangsan: Page, count: number): Promise<BlankContract[]> {
  const list = await data<{ list: Array<{ id: number; department: string; sealed: boolean }> }>(
    await zhangsan.request.get('/contracttandem/api/ContractSealed/GetContractList', { params: { bizType: CONTRACT_BIZ_TYPE, pageSize: 50, sealed: 'false' } }),
  )
  const blank: BlankContract[] = []
  for (const row of list.list.filter((candidate) => candidate.department === '采购部' && !candidate.sealed)) {
    const recordForm = await data<{ saved: unknown; current: { versionId: number } }>(await zhangsan.request.get(`${FORM_API}/Record/${row.id}`))
    if (recordForm.saved === null) blank.push({ id: row.id, versionId: recordForm.current.versionId })
    if (blank.length === count) return blank
  }
  throw new Error(`zhangsan sees fewer than ${count} unsealed contracts of 采购部 without form data`)
}
