import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import { recordFormData } from '../../db/schema/index.js'
import { buildTestApp, recordOf, signIn, userIdOf } from '../../test/index.js'

const FORMS = '/contracttandem/api/Form'
const PAGES = '/contract/web'
const formHosts = { imageHosts: ['https://img.example.com'], connectHosts: ['https://api.example.com'] }

/** A library form whose only behaviour is a VForm script: it hides 乙 when mounted. */
const scriptedForm = {
  formConfig: { onFormMounted: "this.getWidgetRef('b').setHidden(true)" },
  widgetList: [
    { id: 'a', type: 'input', formItemFlag: true, options: { name: 'a', label: '甲', required: true } },
    { id: 'b', type: 'input', formItemFlag: true, options: { name: 'b', label: '乙', required: true } },
  ],
}

describe("the CSP of record and print pages: 'unsafe-eval' only for a form with scripts", () => {
  let app: App
  let admin: string
  let zhangsan: string
  let lisi: string
  let scriptedFormId: number
  let scriptedVersionId: number
  /** 公文 of 财务部 (lisi's), whose kind gets the scripted form */
  let document: { id: number }
  /** 合同 of 采购部 without saved data: the seeded 合同登记信息 (rules and formulas, no script) */
  let contract: { id: number }

  beforeAll(async () => {
    app = await buildTestApp({ config: { formHosts } })
    admin = await signIn(app, 'admin')
    zhangsan = await signIn(app, 'zhangsan')
    lisi = await signIn(app, 'lisi')
    const created = await app.inject({ method: 'POST', url: `${FORMS}/Forms`, headers: { cookie: admin }, payload: { code: 'scripted', name: '脚本表单', json: scriptedForm } })
    const form = created.json().data as { id: number; revision: number }
    const published = await app.inject({ method: 'POST', url: `${FORMS}/Forms/${form.id}/Publish`, headers: { cookie: admin }, payload: { revision: form.revision } })
    expect(published.statusCode).toBe(200)
    scriptedFormId = form.id
    scriptedVersionId = published.json().data.id
    // 公文 has no bound form in the seed
    expect((await app.inject({ method: 'PUT', url: `${FORMS}/Bindings/3`, headers: { cookie: admin }, payload: { formId: form.id } })).statusCode).toBe(200)
    document = await recordOf(app, '财务部', { bizType: 3 })
    contract = await recordOf(app, '采购部', { bizType: 1, formData: false })
  })
  afterAll(() => app.close())

  async function policyOf(path: string, cookie?: string) {
    const response = await app.inject({ url: `${PAGES}${path}`, headers: cookie ? { cookie } : {} })
    const csp = response.headers['content-security-policy'] as string
    return Object.fromEntries(csp.split(';').map((directive) => [directive.split(' ')[0], directive]))
  }
  const EVAL = "script-src 'self' 'unsafe-eval'"
  const STRICT = "script-src 'self'"

  it('sends a record page whose bound form has only rules and formulas no unsafe-eval, but the hosts forms may reach', async () => {
    const policy = await policyOf(`/contractDetail?id=${contract.id}`, zhangsan)
    expect(policy['script-src']).toBe(STRICT)
    expect(policy['connect-src']).toBe("connect-src 'self' https://api.example.com")
    expect(policy['img-src']).toBe("img-src 'self' data: http://localhost:8081 https://img.example.com")
    expect((await policyOf(`/formPrint?contractId=${contract.id}`, zhangsan))['script-src']).toBe(STRICT)
  })

  it('sends unsafe-eval to the record page and the print page of a record whose form has scripts', async () => {
    expect((await policyOf(`/publicDocument?id=${document.id}`, lisi))['script-src']).toBe(EVAL)
    expect((await policyOf(`/publicDocument/?id=${document.id}#tab`, lisi))['script-src']).toBe(EVAL)
    expect((await policyOf(`/formPrint?contractId=${document.id}`, lisi))['script-src']).toBe(EVAL)
  })

  it('sends unsafe-eval when the saved data was filled with a version that has scripts, though the bound form has none', async () => {
    const filled = await recordOf(app, '采购部', { bizType: 1, formData: false, except: [contract.id] })
    await app.db.insert(recordFormData).values({ contractId: filled.id, versionId: scriptedVersionId, data: { a: '甲' }, savedBy: await userIdOf(app, 'admin') })
    expect((await policyOf(`/contractDetail?id=${filled.id}`, zhangsan))['script-src']).toBe(EVAL)
  })

  it('sends the strict policy when the address names no record the user may see', async () => {
    expect((await policyOf(`/publicDocument?id=${document.id}`, admin))['script-src']).toBe(EVAL)
    const refused = [
      // 财务部's 公文 is not zhangsan's
      [`/publicDocument?id=${document.id}`, zhangsan],
      [`/formPrint?contractId=${document.id}`, zhangsan],
      [`/publicDocument?id=${document.id}`, undefined],
      [`/publicDocument?id=${document.id}`, 'tandem_sid=forged'],
      // a 公文 on the 合同 page: the page refuses it as it refuses an unknown id
      [`/contractDetail?id=${document.id}`, lisi],
      ['/publicDocument?id=99999999', zhangsan],
      ['/publicDocument?id=2147483648', zhangsan],
      ['/publicDocument?id=abc', zhangsan],
      ['/publicDocument?id=0', zhangsan],
      ['/publicDocument', zhangsan],
      ['/formPrint', zhangsan],
      ['/formPrint?contractId=-3', zhangsan],
    ] as const
    for (const [path, cookie] of refused) expect((await policyOf(path, cookie))['script-src'], `${path} ${cookie ?? ''}`).toBe(STRICT)
  })

  it('decides the print page of a form version by that version, for who may read the library', async () => {
    expect((await policyOf(`/formPrint?formId=${scriptedFormId}&version=1`, admin))['script-src']).toBe(EVAL)
    expect((await policyOf(`/formPrint?formId=${scriptedFormId}&version=2`, admin))['script-src']).toBe(STRICT)
    expect((await policyOf(`/formPrint?formId=${scriptedFormId}&version=1`, zhangsan))['script-src']).toBe(STRICT)
  })

  it('keeps unsafe-eval on the designer, the library and the playground, which show any form, and off every other page', async () => {
    for (const path of ['/formDesigner?id=1', '/formList', '/playground.html']) expect((await policyOf(path))['script-src'], path).toBe(EVAL)
    for (const path of ['/contractList', '/formListing', '/contractDetail/x?id=1']) expect((await policyOf(path, zhangsan))['script-src'], path).toBe(STRICT)
    const api = await app.inject({ url: `${FORMS}/Record/${document.id}`, headers: { cookie: zhangsan } })
    expect(api.headers['content-security-policy']).toContain("script-src 'self';")
  })
})
