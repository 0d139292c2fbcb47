import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import { formVersions, recordFormData } from '../../db/schema/index.js'
import { buildTestApp, recordOf, signIn } from '../../test/index.js'

const BASE = '/contracttandem/api/Form'

const widget = (type: string, name: string, label: string, options: Record<string, unknown> = {}) => ({ id: name, type, formItemFlag: true, options: { name, label, ...options } })

/** 公文 with an amount, its 大写, and a 审批意见 required above 10 000. */
const logicForm = (amountInWords = 'RMBUPPER(amount)') => ({
  formConfig: {
    tandemLogic: { rules: [{ id: 'big-amount', when: { field: 'amount', op: 'gt', value: 10000 }, then: [{ action: 'require', target: 'opinion' }] }] },
  },
  widgetList: [
    widget('number', 'amount', '金额', { precision: 2 }),
    widget('input', 'amountInWords', '金额大写', { tandemFormula: amountInWords }),
    widget('textarea', 'opinion', '审批意见'),
  ],
})

describe('form logic on the server', () => {
  let app: App
  let admin: string

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await signIn(app, 'admin')
  })
  afterAll(() => app.close())

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => app.inject({ method, url: `${BASE}${url}`, headers: { cookie: admin }, ...(payload && { payload }) })

  it('refuses to publish logic that does not check, naming the widget and the position; publishes it fixed', async () => {
    const created = (await call('POST', '/Forms', { code: 'logic-doc', name: '公文金额', json: logicForm('RMBUPPER(amout)') })).json().data
    const refused = await call('POST', `/Forms/${created.id}/Publish`, { revision: created.revision })
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({ resultCode: 'TND_ERR_FORM_LOGIC_INVALID' })
    expect(refused.json().msg).toBe('表单的联动规则或公式有误，不能发布：金额大写（amountInWords）的公式：未知字段 amout（第 10 个字符）')
    expect(await app.db.$count(formVersions, eq(formVersions.formId, created.id))).toBe(0)

    const cyclic = await call('PUT', `/Forms/${created.id}`, {
      revision: created.revision,
      json: { ...logicForm(), widgetList: [widget('number', 'a', '甲', { tandemFormula: 'b' }), widget('number', 'b', '乙', { tandemFormula: 'a * 2' })] },
    })
    const cycle = await call('POST', `/Forms/${created.id}/Publish`, { revision: cyclic.json().data.revision })
    expect(cycle.json().msg).toContain('公式或设值规则循环引用：甲（a） → 乙（b） → 甲（a）')

    const fixed = await call('PUT', `/Forms/${created.id}`, { revision: cyclic.json().data.revision, json: logicForm() })
    const published = await call('POST', `/Forms/${created.id}/Publish`, { revision: fixed.json().data.revision })
    expect(published.statusCode).toBe(200)
  })

  it('evaluates the rules and formulas before validating a save: tampered computed values and skipped required-when fields are refused', async () => {
    const form = (await call('GET', '/Forms?keyword=logic-doc')).json().data.list[0]
    expect((await call('PUT', '/Bindings/3', { formId: form.id })).statusCode).toBe(200)
    const record = await recordOf(app, '法务部', { bizType: 3 })
    const { current } = (await call('GET', `/Record/${record.id}`)).json().data
    const save = (data: object) => call('PUT', `/Record/${record.id}`, { versionId: current.versionId, revision: 0, data })

    const tampered = await save({ amount: 500, amountInWords: '伍仟元整' })
    expect(tampered.statusCode).toBe(422)
    expect(tampered.json().data.errors).toEqual([
      { path: 'amountInWords', name: 'amountInWords', label: '金额大写', subFormName: null, rowIndex: null, message: '[金额大写]是计算字段，应为 伍佰元整，提交的是 伍仟元整' },
    ])

    const skipped = await save({ amount: 123456.78, amountInWords: '壹拾贰万叁仟肆佰伍拾陆元柒角捌分' })
    expect(skipped.statusCode).toBe(422)
    expect(skipped.json().data.errors.map((error: { path: string }) => error.path)).toEqual(['opinion'])
    expect(await app.db.$count(recordFormData, eq(recordFormData.contractId, record.id))).toBe(0)

    const small = await save({ amount: 500, amountInWords: '伍佰元整' })
    expect(small.statusCode).toBe(200)
    const big = await call('PUT', `/Record/${record.id}`, {
      versionId: current.versionId,
      revision: 1,
      data: { amount: 123456.78, amountInWords: '壹拾贰万叁仟肆佰伍拾陆元柒角捌分', opinion: '同意' },
    })
    expect(big.statusCode).toBe(200)
    expect(big.json().data.data).toEqual({ amount: 123456.78, amountInWords: '壹拾贰万叁仟肆佰伍拾陆元柒角捌分', opinion: '同意' })
  })

  it('checks the seeded 合同登记信息: a tampered 大写 or 计划合计 and a skipped 审批说明 above 100 万元 are refused naming the field; computed data saves and reads back', async () => {
    const record = await recordOf(app, '采购部', { bizType: 1, formData: false })
    const { current } = (await call('GET', `/Record/${record.id}`)).json().data
    expect(current.json.formConfig.tandemLogic.rules).toHaveLength(1)
    const valid = {
      contractCode: record.contractNo,
      signMethod: 2,
      contractType: 4,
      projectSite: '城南污水处理厂',
      performancePeriod: ['2024-01-01', '2024-12-31'],
      riskLevel: 3,
      contractAmount: 123.45,
      amountInWords: '壹佰贰拾叁万肆仟伍佰元整',
      guarantees: [2],
      approvalNote: '经合同评审会审议通过',
      paymentPlan: [
        { milestone: '预付款', dueDate: '2024-02-01', amount: 23.45, paid: true },
        { milestone: '验收款', dueDate: '2024-12-01', amount: 100, paid: false },
      ],
      planTotal: 123.45,
      planDifference: 0,
      contactName: '赵工',
      contactPhone: '13812345678',
      remark: '',
    }
    const save = (data: object) => call('PUT', `/Record/${record.id}`, { versionId: current.versionId, revision: 0, data })
    const refusedPaths = async (data: object) => {
      const response = await save(data)
      expect(response.statusCode).toBe(422)
      return response.json().data.errors.map((error: { path: string; message: string }) => [error.path, error.message])
    }

    expect(await refusedPaths({ ...valid, amountInWords: '壹佰贰拾叁万元整' })).toEqual([['amountInWords', '[金额大写]是计算字段，应为 壹佰贰拾叁万肆仟伍佰元整，提交的是 壹佰贰拾叁万元整']])
    // a plan total made to look right while the rows do not add up
    expect(await refusedPaths({ ...valid, paymentPlan: valid.paymentPlan.slice(1) })).toEqual([
      ['planTotal', '[计划合计（万元）]是计算字段，应为 100，提交的是 123.45'],
      ['planDifference', '[与合同金额之差（万元）]是计算字段，应为 23.45，提交的是 0'],
    ])
    expect(await refusedPaths({ ...valid, approvalNote: '' })).toEqual([['approvalNote', '字段值不可为空']])
    expect(await app.db.$count(recordFormData, eq(recordFormData.contractId, record.id))).toBe(0)

    expect((await save(valid)).statusCode).toBe(200)
    expect((await call('GET', `/Record/${record.id}`)).json().data.saved.data).toEqual(valid)
  })
})
