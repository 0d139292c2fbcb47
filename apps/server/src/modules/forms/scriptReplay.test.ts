import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import { recordFormData, recordFormDataHistory } from '../../db/schema/index.js'
import { buildTestApp, recordOf, signIn } from '../../test/index.js'

const BASE = '/contracttandem/api/Form'
const input = (name: string, label: string, options: Record<string, unknown> = {}) => ({ type: 'input', id: name, formItemFlag: true, options: { name, label, ...options } })

// 甲/乙: onFormMounted hides the required 乙; 甲 = 显示 shows it again (and so requires it).
const jiaYi = {
  formConfig: { onFormMounted: "this.getWidgetRef('yi').setHidden(true)" },
  widgetList: [
    input('jia', '甲', { required: true, onChange: "if (value === '显示') this.getWidgetRef('yi').setHidden(false)" }),
    input('yi', '乙', { required: true }),
  ],
}

// Each field's onChange is one escape attempt; a save changing only that field runs only it.
const attempts: Record<string, string> = {
  spin: 'while (true) {}',
  allocate: 'const a = []; for (;;) a.push(new Array(100000).fill(1))',
  recurse: 'function f() { return f() + 1 } f()',
  globalThisProcess: 'globalThis.process.exit(1)',
  process: 'process.exit(1)',
  require: "require('fs').readFileSync('/etc/passwd')",
  dynamicImport: "return import('fs')",
  fetch: "fetch('http://127.0.0.1:1/steal').then(() => this.getWidgetRef('yi').setHidden(true)); throw new Error('after fetch')",
  constructorChain: "this.constructor.constructor('return process')().exit(1)",
  throwString: "throw '不是错误对象'",
  throwObject: 'throw { code: 7 }',
}
const hostile = {
  formConfig: {},
  widgetList: Object.entries(attempts).map(([name, onChange]) => input(name, `试探${name}`, { onChange })),
}

describe('server replay of form scripts on save', () => {
  let app: App
  let admin: string

  beforeAll(async () => {
    // A budget above the default: the test machine may be saturated by other work.
    app = await buildTestApp({ config: { scriptReplay: { memoryMb: 64, timeBudgetMs: 1000, workers: 2 } } })
    admin = await signIn(app, 'admin')
  })
  afterAll(() => app.close())

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `${BASE}${url}`, headers: { cookie: admin }, ...(payload && { payload }) })

  /** Creates, publishes and binds `json` to a record kind (公文 unless told); returns the publish answer. */
  async function bound(code: string, json: object, bizType = 3) {
    const created = (await call('POST', '/Forms', { code, name: `表单 ${code}`, category: '测试', json })).json().data
    const published = await call('POST', `/Forms/${created.id}/Publish`, { revision: created.revision })
    expect(published.statusCode).toBe(200)
    expect((await call('PUT', `/Bindings/${bizType}`, { formId: created.id })).statusCode).toBe(200)
    return { formId: created.id as number, publish: published.json().data as { version: number; scriptWarnings: string[] } }
  }

  async function recordWithVersion() {
    const record = await recordOf(app, '法务部', { bizType: 3, formData: false })
    const answer = (await call('GET', `/Record/${record.id}`)).json().data
    return { id: record.id, versionId: answer.current.versionId as number }
  }

  const save = (record: { id: number; versionId: number }, data: object) => call('PUT', `/Record/${record.id}`, { versionId: record.versionId, revision: 0, data })
  const stored = async (contractId: number) => ({
    data: await app.db.$count(recordFormData, eq(recordFormData.contractId, contractId)),
    history: await app.db.$count(recordFormDataHistory, eq(recordFormDataHistory.contractId, contractId)),
  })

  it('甲/乙: a save with only 甲 passes (乙 is hidden by onFormMounted); a client leaving out 乙 once a script shows it gets 422', async () => {
    await bound('jia-yi', jiaYi)
    const record = await recordWithVersion()

    const shown = await save(record, { jia: '显示' })
    expect(shown.statusCode).toBe(422)
    expect(shown.json()).toMatchObject({ resultCode: 'TND_ERR_FORM_DATA_INVALID', data: { errors: [{ path: 'yi', label: '乙' }] } })
    expect(await stored(record.id)).toEqual({ data: 0, history: 0 })

    const onlyJia = await save(record, { jia: '一些内容' })
    expect(onlyJia.statusCode).toBe(200)
    const readBack = (await call('GET', `/Record/${record.id}`)).json().data
    expect(readBack.saved.data).toEqual({ jia: '一些内容' })
  })

  it('refuses with 422 a value a field\'s onValidate refuses, naming the field and the message, and stores nothing', async () => {
    await bound('validated', {
      formConfig: {},
      widgetList: [input('code', '编号', { onValidate: "if (!/^HT-\\d+$/.test(value)) callback(new Error('编号须为 HT-数字')); else callback()" })],
    })
    const record = await recordWithVersion()
    const refused = await save(record, { code: 'X1' })
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({ resultCode: 'TND_ERR_FORM_DATA_INVALID', data: { errors: [{ path: 'code', label: '编号', message: '编号须为 HT-数字' }] } })
    expect(refused.json().msg).toBe('表单数据校验未通过：编号须为 HT-数字')
    expect(await stored(record.id)).toEqual({ data: 0, history: 0 })
    expect((await save(record, { code: 'HT-12' })).statusCode).toBe(200)
  })

  it('publish refuses a script that does not parse, and the version view says what the server does with each script', async () => {
    const json = {
      formConfig: { onFormMounted: "this.hideWidgets('b')" },
      widgetList: [input('a', '甲', { onChange: "this.getFormRef().executeDataSource('ds')" }), input('b', '乙', { onBlur: 'return (' })],
    }
    const created = (await call('POST', '/Forms', { code: 'unparsable', name: '语法错误', category: '测试', json })).json().data
    const refused = await call('POST', `/Forms/${created.id}/Publish`, { revision: created.revision })
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({ resultCode: 'TND_ERR_FORM_SCRIPT_INVALID' })
    expect(refused.json().msg).toContain('组件「乙」(b) 的 onBlur 脚本有语法错误：SyntaxError')

    const fixed = await call('PUT', `/Forms/${created.id}`, { revision: created.revision, json: { ...json, widgetList: [json.widgetList[0], input('b', '乙', { onBlur: 'null.x' })] } })
    const published = await call('POST', `/Forms/${created.id}/Publish`, { revision: fixed.json().data.revision })
    expect(published.json().data.scriptWarnings).toEqual([
      '组件「甲」(a) 的 onChange 脚本调用了服务器不执行的 executeDataSource，其效果只在浏览器中出现',
      expect.stringContaining('组件「乙」(b) 的 onBlur 脚本出错：TypeError'),
    ])
    const inventory = (await call('GET', `/Forms/${created.id}/Versions/1`)).json().data.scripts
    expect(inventory.map((script: { event: string; replay: { status: string } }) => [script.event, script.replay.status])).toEqual([
      ['onFormMounted', 'replayed'],
      ['onChange', 'skipped'],
      ['onBlur', 'failed'],
    ])
  })

  describe('a script that escapes, spins, allocates or throws ends the save with a 422 naming it, and nothing is stored', () => {
    let record: { id: number; versionId: number }
    let warnings: string[]
    beforeAll(async () => {
      warnings = (await bound('hostile', hostile)).publish.scriptWarnings
      record = await recordWithVersion()
    })

    it('publish warns about the scripts that fail their dry run, and refuses none of them', () => {
      for (const name of ['spin', 'process', 'throwString']) expect(warnings.some((warning) => warning.includes(`(${name}) 的 onChange 脚本`))).toBe(true)
    })

    const expected: Record<string, RegExp> = {
      spin: /运行超出时间上限（1000 毫秒）/,
      allocate: /超出(内存上限|时间上限)/,
      recurse: /出错：InternalError: stack overflow/,
      globalThisProcess: /出错：TypeError/,
      process: /出错：ReferenceError: 'process' is not defined/,
      require: /出错：ReferenceError: 'require' is not defined/,
      dynamicImport: /出错：.*fs/,
      fetch: /出错：Error: after fetch/,
      constructorChain: /出错：ReferenceError: 'process' is not defined/,
      throwString: /出错：throw "不是错误对象"/,
      throwObject: /出错：throw \{"code":7\}/,
    }
    for (const [name, message] of Object.entries(expected)) {
      it(name, async () => {
        const response = await save(record, { [name]: '触发' })
        expect(response.statusCode).toBe(422)
        const body = response.json()
        expect(body.resultCode).toBe('TND_ERR_FORM_SCRIPT_FAILED')
        expect(body.msg).toContain(`表单脚本在服务器上运行失败，数据未保存：组件「试探${name}」(${name}) 的 onChange 脚本`)
        expect(body.msg).toMatch(message)
        expect(await stored(record.id)).toEqual({ data: 0, history: 0 })
      })
    }
  })

  it('answers 20 saves of a script-heavy form while a hostile script spins in another save', async () => {
    const heavy = {
      formConfig: {},
      widgetList: Array.from({ length: 40 }, (_, index) => [
        input(`a${index}`, `输入${index}`, { onChange: `this.getFormRef().setFieldValue('b${index}', value + '!'); this.getWidgetRef('b${index}').setRequired(true)` }),
        input(`b${index}`, `结果${index}`, { disabled: true }),
      ]).flat(),
    }
    await bound('spinning', { formConfig: { onFormMounted: 'while (true) {}' }, widgetList: [input('x', 'X')] }, 4)
    await bound('heavy', heavy, 3)
    const used: number[] = []
    const records = []
    for (let index = 0; index < 20; index++) {
      const record = await recordOf(app, '法务部', { bizType: 3, formData: false, except: used })
      used.push(record.id)
      records.push(record)
    }
    const versionId = (await call('GET', `/Record/${records[0].id}`)).json().data.current.versionId as number
    const letter = await recordOf(app, '法务部', { bizType: 4 })
    const letterVersion = (await call('GET', `/Record/${letter.id}`)).json().data.current.versionId as number
    const revision = (await call('GET', `/Record/${letter.id}`)).json().data.saved?.revision ?? 0

    const data = (row: number) => Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`a${index}`, `第${row}条${index}`]))
    const spinning = call('PUT', `/Record/${letter.id}`, { versionId: letterVersion, revision, data: { x: '1' } })
    const answers = await Promise.all(records.map((record, row) => save({ id: record.id, versionId }, data(row))))
    for (const [row, answer] of answers.entries()) {
      expect(answer.json()).toMatchObject({ success: true })
      // values written by the scripts of this save only
      expect(answer.json().data.data).toMatchObject({ a0: `第${row}条0`, b0: `第${row}条0!`, b39: `第${row}条39!` })
    }
    const spun = await spinning
    expect(spun.statusCode).toBe(422)
    expect(spun.json().msg).toContain('表单的 onFormMounted 脚本运行超出时间上限')
  })
})
