import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../../app.js'
import { formBindings } from '../../db/schema/index.js'
import { buildTestApp, recordOf, signIn, testConfig } from '../../test/index.js'

const BASE = '/contracttandem/api/Form'

type Widget = { options?: { name?: string; required?: boolean }; [key: string]: unknown }

/** Every widget of a form JSON, nested ones too (containers keep theirs under various keys). */
function widgetsOf(node: unknown): Widget[] {
  if (Array.isArray(node)) return node.flatMap(widgetsOf)
  if (!node || typeof node !== 'object') return []
  const widget = node as Widget
  const own = widget.options && typeof widget.options.name === 'string' ? [widget] : []
  return [...own, ...Object.values(widget).flatMap((value) => (typeof value === 'object' ? widgetsOf(value) : []))]
}

// Two servers on one database, each with its own validator and replay caches: a form published
// through one is what the other validates with at once.
describe('a form published through one server', () => {
  let publisher: App
  let other: App
  beforeAll(async () => {
    publisher = await buildTestApp()
    other = buildApp(testConfig({ files: publisher.config.files }), { database: { ...publisher.database, close: async () => {} } })
    await other.ready()
  })
  afterAll(async () => {
    await other?.close()
    await publisher?.close()
  })

  it('is the version the other server checks saves against, its cached validator of the old one notwithstanding', async () => {
    const zhangsan = await signIn(other, 'zhangsan')
    const admin = await signIn(publisher, 'admin')
    const contract = await recordOf(other, '采购部', { bizType: 1, formData: true })
    const read = async () => (await other.inject({ url: `${BASE}/Record/${contract.id}`, headers: { cookie: zhangsan } })).json().data
    const save = (versionId: number, revision: number, data: object) =>
      other.inject({ method: 'PUT', url: `${BASE}/Record/${contract.id}`, headers: { cookie: zhangsan }, payload: { versionId, revision, data } })

    // The other server validates with version 1 (and keeps its validator).
    const before = await read()
    const data = { ...before.saved.data, remark: '' }
    const first = await save(before.current.versionId, before.saved.revision, data)
    expect(first.statusCode).toBe(200)

    // The publisher makes 备注 required and publishes version 2.
    const [binding] = await publisher.db.select({ formId: formBindings.formId }).from(formBindings).where(eq(formBindings.bizType, 1))
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => publisher.inject({ method, url: `${BASE}${url}`, headers: { cookie: admin }, payload })
    const form = (await call('GET', `/Forms/${binding.formId}`)).json().data
    const remark = widgetsOf(form.json).find((widget) => widget.options?.name === 'remark')!
    remark.options!.required = true
    const draft = await call('PUT', `/Forms/${binding.formId}`, { revision: form.revision, json: form.json })
    expect(draft.statusCode).toBe(200)
    expect((await call('POST', `/Forms/${binding.formId}/Publish`, { revision: draft.json().data.revision })).statusCode).toBe(200)

    // A save still naming version 1 is refused; the other server now offers and enforces version 2.
    const outdated = await save(before.current.versionId, first.json().data.revision, data)
    expect(outdated.statusCode).toBe(409)
    expect(outdated.json()).toMatchObject({ resultCode: 'TND_ERR_RECORD_FORM_OUTDATED' })
    const after = await read()
    expect(after.current.version).toBe(before.current.version + 1)
    const refused = await save(after.current.versionId, first.json().data.revision, data)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().data.errors).toEqual([expect.objectContaining({ path: 'remark', message: '字段值不可为空' })])
  })
})
