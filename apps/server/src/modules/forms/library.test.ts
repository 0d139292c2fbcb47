import { MAX_FORM_JSON_BYTES, loadFormJson } from '@tandem/form-core'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import { formVersions, forms } from '../../db/schema/index.js'
import { buildTestApp, signIn, userIdOf } from '../../test/index.js'
import { publishForm } from './repository.js'

const BASE = '/contracttandem/api/Form'

const input = (name: string, options: Record<string, unknown> = {}) => ({
  id: name,
  type: 'input',
  formItemFlag: true,
  options: { name, label: name, ...options },
})
const formOf = (...widgetList: object[]) => ({ formConfig: {}, widgetList })

describe('form library', () => {
  let app: App
  let admin: string
  let zhangsan: string

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await signIn(app, 'admin')
    zhangsan = await signIn(app, 'zhangsan')
  })
  afterAll(() => app.close())

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
    app.inject({ method, url: `${BASE}${url}`, headers: { cookie }, ...(payload && { payload }) })

  async function created(code: string, json: object = formOf(input('title'))) {
    const response = await call('POST', '/Forms', { code, name: `表单 ${code}`, category: '测试', json })
    expect(response.statusCode).toBe(200)
    return response.json().data as { id: number; revision: number; status: string }
  }

  it('lists the seeded forms with their bindings, filtered by keyword, status and kind', async () => {
    const all = (await call('GET', '/Forms')).json().data
    const contractForm = all.list.find((form: { code: string }) => form.code === 'contract-registration')
    expect(contractForm).toMatchObject({ name: '合同登记信息', status: 'published', statusName: '已发布', latestVersion: 1, boundBizTypes: [1] })
    expect(all.categories).toEqual(expect.arrayContaining(['合同管理', '招投标', '法务']))
    const byKeyword = (await app.inject({ url: `${BASE}/Forms`, query: { keyword: '律师' }, headers: { cookie: admin } })).json().data.list
    expect(byKeyword.map((form: { code: string }) => form.code)).toEqual(['lawyer-letter-registration'])
    const byKind = (await app.inject({ url: `${BASE}/Forms`, query: { bizType: '2' }, headers: { cookie: admin } })).json().data.list
    expect(byKind.map((form: { code: string }) => form.code)).toEqual(['bid-review'])
  })

  it('refuses users without bdgl, whatever the route', async () => {
    for (const [method, url] of [['GET', '/Forms'], ['POST', '/Forms'], ['PUT', '/Forms/1'], ['PUT', '/Bindings/1'], ['POST', '/Forms/1/Publish']] as const) {
      const response = await call(method, url, method === 'GET' ? undefined : {}, zhangsan)
      expect(response.statusCode, `${method} ${url}`).toBe(403)
      expect(response.json().msg).toBe('无权访问该功能')
    }
  })

  it('creates a blank draft, refuses a taken code and JSON the loader refuses', async () => {
    const blank = await call('POST', '/Forms', { code: 'blank-one', name: '空白表单' })
    expect(blank.json().data).toMatchObject({ status: 'draft', statusName: '草稿', latestVersion: null, revision: 1, json: { widgetList: [], formConfig: {} } })
    const taken = await call('POST', '/Forms', { code: 'blank-one', name: '又一个' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().msg).toBe('表单编码 blank-one 已存在')
    const bad = await call('POST', '/Forms', { code: 'bad-json', name: '坏', json: { widgetList: 'x' } })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().msg).toBe('表单 JSON 不合法：Invalid format of form json.')
    const badCode = await call('POST', '/Forms', { code: '1 bad', name: '坏编码' })
    expect(badCode.statusCode).toBe(400)
    expect(await app.db.$count(forms, eq(forms.code, 'bad-json'))).toBe(0)
  })

  it('saves the draft on its revision; a second author on the old revision gets 409 and nothing is lost', async () => {
    const form = await created('concurrent')
    const first = await call('PUT', `/Forms/${form.id}`, { revision: 1, json: formOf(input('title'), input('first')) })
    expect(first.json().data).toMatchObject({ revision: 2 })
    const second = await call('PUT', `/Forms/${form.id}`, { revision: 1, json: formOf(input('title'), input('second')) })
    expect(second.statusCode).toBe(409)
    expect(second.json().msg).toBe('表单已被系统管理员保存过（当前修订号 2），您的修改尚未保存，请刷新后重新合并再保存')
    const stored = (await call('GET', `/Forms/${form.id}`)).json().data
    expect(stored.json.widgetList.map((widget: { options: { name: string } }) => widget.options.name)).toEqual(['title', 'first'])
  })

  it('accepts a form JSON of 5,000 fields with every option written out, and answers 413 above MAX_FORM_JSON_BYTES', async () => {
    // Each field as VForm's designer writes it: every input option, about 800 bytes.
    const full = (name: string) => ({ ...input(name), icon: 'text-field', options: { ...loadFormJson(formOf(input(name))).widgetList[0].options, label: name } })
    const json = formOf(...Array.from({ length: 5000 }, (_, index) => full(`field${index}`)))
    expect(JSON.stringify(json).length).toBeGreaterThan(3 * 1024 * 1024)
    const form = await created('five-thousand', json)
    const stored = (await call('GET', `/Forms/${form.id}`)).json().data
    expect(stored.json.widgetList).toHaveLength(5000)

    const oversized = { ...json, formConfig: { cssCode: 'x'.repeat(MAX_FORM_JSON_BYTES) } }
    const refused = await call('PUT', `/Forms/${form.id}`, { revision: form.revision, json: oversized })
    expect(refused.statusCode).toBe(413)
    expect(refused.json().msg).toBe('请求内容过大')
    // Other routes keep the server-wide limit.
    const elsewhere = await call('PUT', '/Bindings/1', { formId: null, padding: 'x'.repeat(2 * 1024 * 1024) })
    expect(elsewhere.statusCode).toBe(413)
  })

  it('publishes numbered immutable versions with who and when, after checking the JSON', async () => {
    const form = await created('versions')
    const dup = await call('PUT', `/Forms/${form.id}`, { revision: 1, json: formOf(input('a'), input('a'), input('b'), input('b')) })
    const refused = await call('POST', `/Forms/${form.id}/Publish`, { revision: dup.json().data.revision })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().msg).toBe('表单中的组件名称重复：a、b')
    expect(await app.db.$count(formVersions, eq(formVersions.formId, form.id))).toBe(0)

    const fixed = await call('PUT', `/Forms/${form.id}`, { revision: 2, json: formOf(input('a', { onChange: 'console.log(value)' })) })
    const stale = await call('POST', `/Forms/${form.id}/Publish`, { revision: 2 })
    expect(stale.statusCode).toBe(409)
    const published = await call('POST', `/Forms/${form.id}/Publish`, { revision: fixed.json().data.revision })
    expect(published.json().data).toMatchObject({ version: 1, publishedBy: { name: '系统管理员' }, form: { status: 'published', latestVersion: 1 } })

    await call('PUT', `/Forms/${form.id}`, { revision: 3, json: formOf(input('a', { label: '甲' }), input('c')) })
    await call('POST', `/Forms/${form.id}/Publish`, { revision: 4 })
    const versions = (await call('GET', `/Forms/${form.id}/Versions`)).json().data
    expect(versions.map((version: { version: number }) => version.version)).toEqual([2, 1])

    const first = (await call('GET', `/Forms/${form.id}/Versions/1`)).json().data
    expect(first.json.widgetList).toHaveLength(1)
    expect(first.scripts).toEqual([
      {
        widgetName: 'a',
        widgetType: 'input',
        event: 'onChange',
        code: 'console.log(value)',
        replay: { status: 'inert', stateCalls: [], skippedCalls: [], message: null },
      },
    ])
    expect((await call('GET', `/Forms/${form.id}/Versions/9`)).statusCode).toBe(404)

    const comparison = (await app.inject({ url: `${BASE}/Forms/${form.id}/Compare`, query: { from: '1', to: '2' }, headers: { cookie: admin } })).json().data
    expect(comparison.added).toEqual([{ name: 'c', label: 'c', type: 'input', subFormName: null }])
    expect(comparison.removed).toEqual([])
    expect(comparison.changed).toEqual([
      {
        name: 'a',
        label: '甲',
        type: 'input',
        subFormName: null,
        changes: [
          { option: 'label', before: 'a', after: '甲' },
          { option: 'onChange', before: 'console.log(value)', after: '' },
        ],
      },
    ])
  })

  it('freezes only the draft it checked: a save landing while the check runs refuses the publish (409)', async () => {
    const form = await created('racing-save')
    const userId = await userIdOf(app, 'admin')
    const racing = publishForm(app.db, userId, form.id, form.revision, async () => {
      const saved = await call('PUT', `/Forms/${form.id}`, { revision: form.revision, json: formOf(input('a'), input('a')) })
      expect(saved.statusCode).toBe(200)
    })
    await expect(racing).rejects.toMatchObject({ statusCode: 409 })
    expect(await app.db.$count(formVersions, eq(formVersions.formId, form.id))).toBe(0)
  })

  it('binds only published forms, one per kind, and refuses to disable a bound form', async () => {
    const draft = await created('unpublished')
    const refused = await call('PUT', '/Bindings/3', { formId: draft.id })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().msg).toBe('表单 表单 unpublished 未发布或已停用，不能绑定')

    await call('POST', `/Forms/${draft.id}/Publish`, { revision: 1 })
    const bound = await call('PUT', '/Bindings/3', { formId: draft.id })
    expect(bound.json().data).toMatchObject({ bizType: 3, bizTypeName: '公文', form: { id: draft.id }, boundBy: { name: '系统管理员' } })
    const bindings = (await call('GET', '/Bindings')).json().data
    expect(bindings.map((binding: { form: { code: string } | null }) => binding.form?.code ?? null)).toEqual([
      'contract-registration',
      'bid-review',
      'unpublished',
      'lawyer-letter-registration',
    ])

    const disable = await call('PUT', `/Forms/${draft.id}/Enabled`, { enabled: false })
    expect(disable.statusCode).toBe(409)
    expect(disable.json().msg).toBe('表单已绑定到公文，请先解除绑定')
    await call('PUT', '/Bindings/3', { formId: null })
    expect((await call('PUT', `/Forms/${draft.id}/Enabled`, { enabled: false })).json().data).toMatchObject({ status: 'disabled', statusName: '已停用' })
    expect((await call('PUT', '/Bindings/3', { formId: draft.id })).statusCode).toBe(409)
    expect((await call('PUT', `/Forms/${draft.id}/Enabled`, { enabled: true })).json().data).toMatchObject({ status: 'published' })
  })

  it('deletes only forms never published, and copies a form into a new draft', async () => {
    const form = await created('to-delete')
    const copy = await call('POST', `/Forms/${form.id}/Copy`, { code: 'copied', name: '副本' })
    expect(copy.json().data).toMatchObject({ code: 'copied', status: 'draft', category: '测试', json: formOf(input('title')) })
    expect((await call('DELETE', `/Forms/${form.id}`)).json().data).toEqual({ id: form.id })
    expect((await call('GET', `/Forms/${form.id}`)).statusCode).toBe(404)

    const seeded = (await call('GET', '/Forms')).json().data.list.find((row: { code: string }) => row.code === 'bid-review')
    const refused = await call('DELETE', `/Forms/${seeded.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().msg).toBe('表单已发布过，不能删除，可以停用')
  })
})
