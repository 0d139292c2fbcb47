import { expect, test, type Page } from '@playwright/test'
import { claimListed } from './claims.js'
import { signedIn } from './signIn.js'

export const FORM_API = '/contracttandem/api/Form'
const CONTRACT_BIZ_TYPE = 1

/**
 * The lock a spec holds while 合同 is bound to a form of its own: which form a record kind is
 * bound to is the one state of the server no claim can split, so the specs that bind one never
 * run at the same time (Playwright's test locks; the other specs keep running beside them).
 */
export const CONTRACT_FORM_LOCK = 'contract-form-binding'

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

/** A library form code of the running test's own: `--repeat-each` runs a spec again against the same server. */
export const ownFormCode = (code: string) => `${code}-${test.info().repeatEachIndex}`

/** Creates a form in the library and publishes its first version; answers the form's id. */
export async function publishForm(admin: Page, code: string, name: string, json: unknown): Promise<number> {
  const created = await data<{ id: number; revision: number }>(await admin.request.post(`${FORM_API}/Forms`, { data: { code, name, json } }))
  expect((await admin.request.post(`${FORM_API}/Forms/${created.id}/Publish`, { data: { revision: created.revision } })).status()).toBe(200)
  return created.id
}

/** The form 合同 records are bound to now. */
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

/** The version of the bound form a save of the record's 扩展信息 names. */
export async function boundVersionId(page: Page, contractId: number): Promise<number> {
  return (await data<{ current: { versionId: number } }>(await page.request.get(`${FORM_API}/Record/${contractId}`))).current.versionId
}

export interface BlankContract {
  id: number
  contractNo: string
}

/**
 * Unsealed 采购部 contracts zhangsan may edit that have no saved form data, claimed for the
 * running test: their 扩展信息 opens on the form 合同 is bound to.
 */
export async function blankContracts(zhangsan: Page, count: number): Promise<BlankContract[]> {
  const claimed = await claimListed(zhangsan.request, { bizType: CONTRACT_BIZ_TYPE, sealed: 'false' }, count, async (row) => {
    if (row.department !== '采购部') return false
    return (await data<{ saved: unknown }>(await zhangsan.request.get(`${FORM_API}/Record/${row.id}`))).saved === null
  })
  return claimed.map(({ id, contractNo }) => ({ id, contractNo }))
}

/** A library form a spec publishes for itself (its code is made the test's own), or a seeded one by its code. */
export type SpecForm = { code: string; name: string; json: unknown } | { seededCode: string }

export interface ContractFormGroup {
  /** Signed in with the 表单管理 menu, on 表单管理. */
  admin: Page
  /** Signed in as zhangsan (采购部), on 合同查询. */
  zhangsan: Page
  /** Blank contracts of 采购部 claimed for the group (`blankContracts`). */
  contracts: BlankContract[]
  /** Binds 合同 to the form; the group's end puts back the form bound before it. */
  bind(formId: number): Promise<void>
}

/**
 * Sets up the enclosing serial group of a spec that fills a form of its own on 合同 records:
 * the group holds CONTRACT_FORM_LOCK; before all its tests admin and zhangsan sign in, `form`
 * (if given) is published or looked up and bound, and `contracts` blank contracts are claimed;
 * after them 合同 is bound again to the form it had, so the next spec finds the seeded binding.
 * The fields are filled before the group's first test.
 */
export function contractFormGroup(options: { form?: SpecForm; contracts?: number; adminViewport?: { width: number; height: number } } = {}): ContractFormGroup {
  test.describe.configure({ lock: CONTRACT_FORM_LOCK })
  const group = {} as ContractFormGroup
  let formerFormId: number | null | undefined
  test.beforeAll(async ({ browser }) => {
    const admin = await signedIn(browser, 'admin', '/formList', options.adminViewport ? { viewport: options.adminViewport } : {})
    formerFormId = await contractFormId(admin)
    group.admin = admin
    group.bind = (formId) => bindContractForm(admin, formId)
    group.zhangsan = await signedIn(browser, 'zhangsan', '/contractList')
    const { form } = options
    if (form) await group.bind('seededCode' in form ? await formIdByCode(admin, form.seededCode) : await publishForm(admin, ownFormCode(form.code), form.name, form.json))
    group.contracts = await blankContracts(group.zhangsan, options.contracts ?? 1)
  })
  test.afterAll(async () => {
    if (formerFormId !== undefined) await bindContractForm(group.admin, formerFormId)
    await Promise.all([group.admin, group.zhangsan].filter(Boolean).map((page) => page.context().close()))
  })
  return group
}
