import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import { buildTestApp, recordOf, signIn } from '../../test/index.js'

const BASE = '/contracttandem/api/Form'

// A date field per format / valueFormat choice of both VForm generations (VForm 2: Element UI
// tokens, VForm 3: dayjs tokens), each with a value a picker in that format stores.
const DATE_FIELDS: ReadonlyArray<{ name: string; type: string; options: Record<string, unknown>; value: unknown }> = [
  { name: 'v2Date', type: 'date', options: { format: 'yyyy-MM-dd', valueFormat: 'yyyy-MM-dd' }, value: '2026-11-15' },
  { name: 'v2Slash', type: 'date', options: { format: 'yyyy/MM/dd', valueFormat: 'yyyy/MM/dd' }, value: '2026/11/15' },
  { name: 'v2Chinese', type: 'date', options: { format: 'yyyy年MM月dd日', valueFormat: 'yyyy年MM月dd日' }, value: '2026年11月15日' },
  { name: 'v2DateTime', type: 'date', options: { type: 'datetime', format: 'yyyy-MM-dd HH:mm:ss', valueFormat: 'yyyy-MM-dd HH:mm:ss' }, value: '2026-11-15 13:05:09' },
  { name: 'v2Clock12', type: 'date', options: { type: 'datetime', format: 'yyyy-MM-dd hh:mm:ss', valueFormat: 'yyyy-MM-dd hh:mm:ss' }, value: '2026-11-15 01:05:09' },
  { name: 'v2Short', type: 'date', options: { format: 'yy-M-d', valueFormat: 'yy-M-d' }, value: '26-11-5' },
  { name: 'v2Range', type: 'date-range', options: { format: 'yyyy-MM-dd', valueFormat: 'yyyy-MM-dd' }, value: ['2026-11-01', '2026-11-15'] },
  { name: 'v2Time', type: 'time', options: { format: 'HH时mm分ss秒' }, value: '13:05:09' },
  { name: 'v3Date', type: 'date', options: { format: 'YYYY-MM-DD', valueFormat: 'YYYY-MM-DD' }, value: '2026-11-15' },
  { name: 'v3Slash', type: 'date', options: { format: 'YYYY/MM/DD', valueFormat: 'YYYY/MM/DD' }, value: '2026/11/15' },
  { name: 'v3Chinese', type: 'date', options: { format: 'YYYY年MM月DD日', valueFormat: 'YYYY年MM月DD日' }, value: '2026年11月15日' },
  { name: 'v3DateTime', type: 'date', options: { type: 'datetime', format: 'YYYY-MM-DD HH:mm:ss', valueFormat: 'YYYY-MM-DD HH:mm:ss' }, value: '2026-11-15 13:05:09' },
  { name: 'v3Clock12', type: 'date', options: { type: 'datetime', format: 'YYYY-MM-DD hh:mm:ss A', valueFormat: 'YYYY-MM-DD hh:mm:ss A' }, value: '2026-11-15 01:05:09 PM' },
  { name: 'v3Millis', type: 'date', options: { type: 'datetime', format: 'YYYY-MM-DD HH:mm:ss.SSS', valueFormat: 'YYYY-MM-DD HH:mm:ss.SSS' }, value: '2026-11-15 13:05:09.250' },
  { name: 'v3Range', type: 'date-range', options: { format: 'YYYY/MM/DD', valueFormat: 'YYYY/MM/DD' }, value: ['2026/11/01', '2026/11/15'] },
  { name: 'v3Time', type: 'time', options: { format: 'hh:mm:ss' }, value: '13:05:09' },
]

describe('record form data in the date formats of both VForm generations', () => {
  let app: App
  let admin: string
  let zhangsan: string

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await signIn(app, 'admin')
    zhangsan = await signIn(app, 'zhangsan')
    // The bound form of kind 1 (a version-3 JSON) gains one date field per format, and is published.
    const forms = (await app.inject({ url: `${BASE}/Forms`, query: { bizType: '1' }, headers: { cookie: admin } })).json().data.list
    const form = (await app.inject({ url: `${BASE}/Forms/${forms[0].id}`, headers: { cookie: admin } })).json().data
    expect(form.json.formConfig.jsonVersion).toBe(3)
    const widgets = DATE_FIELDS.map(({ name, type, options }) => ({ id: name, type, formItemFlag: true, options: { name, label: name, ...options } }))
    const json = { ...form.json, widgetList: [...form.json.widgetList, ...widgets] }
    const saved = await app.inject({ method: 'PUT', url: `${BASE}/Forms/${form.id}`, headers: { cookie: admin }, payload: { revision: form.revision, json } })
    expect(saved.statusCode).toBe(200)
    const published = await app.inject({ method: 'POST', url: `${BASE}/Forms/${form.id}/Publish`, headers: { cookie: admin }, payload: { revision: saved.json().data.revision } })
    expect(published.statusCode).toBe(200)
  })
  afterAll(() => app.close())

  async function recordWithData() {
    const contract = await recordOf(app, '采购部', { bizType: 1, formData: true })
    const answer = (await app.inject({ url: `${BASE}/Record/${contract.id}`, headers: { cookie: zhangsan } })).json().data
    const base = { ...answer.saved.data }
    return { contract, versionId: answer.current.versionId as number, revision: answer.saved.revision as number, base }
  }

  it('saves a value in each format and reads it back unchanged', async () => {
    const { contract, versionId, revision, base } = await recordWithData()
    const dates = Object.fromEntries(DATE_FIELDS.map(({ name, value }) => [name, value]))
    const response = await app.inject({ method: 'PUT', url: `${BASE}/Record/${contract.id}`, headers: { cookie: zhangsan }, payload: { versionId, revision, data: { ...base, ...dates } } })
    expect(response.json().data?.errors ?? []).toEqual([])
    expect(response.statusCode).toBe(200)
    const read = (await app.inject({ url: `${BASE}/Record/${contract.id}`, headers: { cookie: zhangsan } })).json().data
    expect(read.saved.data).toMatchObject(dates)
  })

  it('refuses what a VForm 2 pattern used as a dayjs one stored, and a day that does not exist', async () => {
    const { contract, versionId, revision, base } = await recordWithData()
    const data = { ...base, v2Date: 'yyyy-11-日', v2Chinese: '2026年11月31日', v3Date: '2026-11-15' }
    const response = await app.inject({ method: 'PUT', url: `${BASE}/Record/${contract.id}`, headers: { cookie: zhangsan }, payload: { versionId, revision, data } })
    expect(response.statusCode).toBe(422)
    expect(response.json().data.errors.map((error: { path: string }) => error.path)).toEqual(['v2Date', 'v2Chinese'])
  })
})
