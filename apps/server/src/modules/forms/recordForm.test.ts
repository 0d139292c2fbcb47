import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import {
  contracts,
  files,
  recordFormData,
  recordFormDataHistory,
  type BizType,
} from '../../db/schema/index.js'
import { buildTestApp, grantAccess, multipart, recordOf, signIn, userIdOf } from '../../test/index.js'

const BASE = '/contracttandem/api/Form'

interface RecordFormAnswer {
  bound: boolean
  current: { versionId: number; version: number; json: { widgetList: unknown[] } }
  saved: { versionId: number; version: number; revision: number; data: Record<string, unknown>; savedBy: { name: string } } | null
  draft: { data: Record<string, unknown> } | null
  canEdit: boolean
  readOnlyReason: string | null
}

describe('record form data', () => {
  let app: App
  let admin: string
  let zhangsan: string
  let wangwu: string

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await signIn(app, 'admin')
    zhangsan = await signIn(app, 'zhangsan')
    wangwu = await signIn(app, 'wangwu')
  })
  afterAll(() => app.close())

  /** A contract of the department (bizType 1 unless told), with or without seeded form data, not used by an earlier test. */
  const used: number[] = []
  async function contractOf(department: string, withData: boolean, bizType: BizType = 1) {
    const row = await recordOf(app, department, { bizType, formData: withData, except: used })
    used.push(row.id)
    return row
  }

  const read = async (contractId: number, cookie: string) => {
    const response = await app.inject({ url: `${BASE}/Record/${contractId}`, headers: { cookie } })
    expect(response.statusCode).toBe(200)
    return response.json().data as RecordFormAnswer
  }
  const save = (contractId: number, cookie: string, payload: object) => app.inject({ method: 'PUT', url: `${BASE}/Record/${contractId}`, headers: { cookie }, payload })
  const history = (contractId: number) => app.db.$count(recordFormDataHistory, eq(recordFormDataHistory.contractId, contractId))

  function validData(contractNo: string) {
    return {
      contractCode: contractNo,
      signMethod: 2,
      contractType: 1,
      projectSite: '',
      performancePeriod: ['2024-01-01', '2024-12-31'],
      riskLevel: 1,
      contractAmount: 12.5,
      amountInWords: '壹拾贰万伍仟元整',
      guarantees: [1, 3],
      approvalNote: '',
      paymentPlan: [
        { milestone: '预付款', dueDate: '2024-02-01', amount: 5, paid: true },
        { milestone: '尾款', dueDate: '2024-11-01', amount: 7.5, paid: false },
      ],
      planTotal: 12.5,
      planDifference: 0,
      contactName: '王经理',
      contactPhone: '13812345678',
      remark: '',
    }
  }

  it('reads the bound form, the saved data with its version, and what the user may do', async () => {
    const contract = await contractOf('采购部', true)
    const answer = await read(contract.id, zhangsan)
    expect(answer).toMatchObject({ bound: true, canEdit: true, readOnlyReason: null, draft: null, current: { version: 1 } })
    expect(answer.saved).toMatchObject({ version: 1, revision: 1, savedBy: { name: '系统管理员' }, data: { contractCode: contract.contractNo } })
    // Its version is the current one, whose JSON is sent once.
    expect(answer.saved).toMatchObject({ json: null })
  })

  it('shows no form for a kind without a binding, and refuses records the user may not see', async () => {
    const document = await contractOf('法务部', false, 3)
    expect((await read(document.id, admin)).bound).toBe(false)
    const foreign = await contractOf('法务部', false)
    const refused = await app.inject({ url: `${BASE}/Record/${foreign.id}`, headers: { cookie: zhangsan } })
    expect(refused.statusCode).toBe(403)
    expect((await app.inject({ url: `${BASE}/Record/99999999`, headers: { cookie: zhangsan } })).json()).toMatchObject({ code: 403, msg: '无权查看该记录' })
  })

  it('saves valid data with the current version, a new revision and a history entry', async () => {
    const contract = await contractOf('采购部', false)
    const { current } = await read(contract.id, zhangsan)
    const response = await save(contract.id, zhangsan, { versionId: current.versionId, revision: 0, data: validData(contract.contractNo) })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({ version: 1, revision: 1, savedBy: { name: '张三' }, data: { riskLevel: 1 } })
    const again = await save(contract.id, zhangsan, { versionId: current.versionId, revision: 1, data: { ...validData(contract.contractNo), riskLevel: 3 } })
    expect(again.json().data).toMatchObject({ revision: 2, data: { riskLevel: 3 } })
    // The answer to a save is what reading the record gives afterwards.
    expect((await read(contract.id, zhangsan)).saved).toEqual({ ...again.json().data, json: null })
    expect(await history(contract.id)).toBe(2)
    const list = (await app.inject({ url: `${BASE}/Record/${contract.id}/History`, headers: { cookie: zhangsan } })).json().data
    expect(list.map((entry: { data: { riskLevel: number } }) => entry.data.riskLevel)).toEqual([3, 1])
  })

  it('refuses invalid data field by field with 422 and Chinese messages, changing nothing', async () => {
    const contract = await contractOf('采购部', true)
    const before = await read(contract.id, zhangsan)
    const data = {
      ...validData(contract.contractNo),
      contractCode: 'X-1',
      signMethod: 9,
      performancePeriod: ['2024-12-31', '2024-01-01'],
      riskLevel: null,
      contractAmount: 1.234,
      amountInWords: '壹万贰仟叁佰肆拾元整',
      guarantees: [7],
      paymentPlan: [{ milestone: '', dueDate: '2024/02/01', amount: 0, paid: 'yes' }],
      planTotal: 0,
      planDifference: 1.23,
      contactPhone: '123',
      remark: 'x'.repeat(501),
      injected: '<script>',
    }
    const response = await save(contract.id, zhangsan, { versionId: before.current.versionId, revision: before.saved!.revision, data })
    expect(response.statusCode).toBe(422)
    const body = response.json()
    expect(body).toMatchObject({ success: false, code: 422, resultCode: 'TND_ERR_FORM_DATA_INVALID' })
    expect(body.msg).toBe('表单数据校验未通过：未知字段：injected 等 14 处')
    expect(body.data.errors.map((error: { path: string; message: string }) => [error.path, error.message])).toEqual([
      ['injected', '未知字段：injected'],
      ['contractCode', '合同编号格式应为 HT-年份-7位序号'],
      ['signMethod', '[签订方式]的值不在可选项中'],
      ['performancePeriod', '[履约期限]的开始不能晚于结束'],
      ['riskLevel', '字段值不可为空'],
      ['contractAmount', '[合同金额（万元）]最多保留2位小数'],
      ['guarantees', '[担保方式]的值不在可选项中'],
      ['planTotal', '付款计划合计须等于合同金额'],
      ['contactPhone', '请输入11位手机号码'],
      ['remark', '[备注]长度不能超过500个字符'],
      ['paymentPlan.0.milestone', '字段值不可为空'],
      ['paymentPlan.0.dueDate', '[计划日期]应为格式 YYYY-MM-DD 的日期'],
      ['paymentPlan.0.amount', '[金额（万元）]不能小于0.01'],
      ['paymentPlan.0.paid', '[已付]格式不正确'],
    ])
    expect(body.data.errors[10]).toMatchObject({ subFormName: 'paymentPlan', rowIndex: 0, name: 'milestone', label: '付款节点' })
    expect((await read(contract.id, zhangsan)).saved).toEqual(before.saved)
  })

  it("names the field in the 422 summary when VForm's message beside it does not", async () => {
    const contract = await contractOf('采购部', true)
    const before = await read(contract.id, zhangsan)
    const refuse = async (data: object) => {
      const response = await save(contract.id, zhangsan, { versionId: before.current.versionId, revision: before.saved!.revision, data })
      expect(response.statusCode).toBe(422)
      return response.json() as { msg: string; data: { errors: Array<{ message: string }> } }
    }
    const required = await refuse({ ...validData(contract.contractNo), riskLevel: null })
    expect(required.msg).toBe('表单数据校验未通过：风险等级：字段值不可为空')
    expect(required.data.errors[0].message).toBe('字段值不可为空')
    const inRow = await refuse({ ...validData(contract.contractNo), paymentPlan: [{ milestone: '', dueDate: '2024-02-01', amount: 12.5, paid: true }] })
    expect(inRow.msg).toBe('表单数据校验未通过：付款节点（第 1 行）：字段值不可为空')
    // A message that names its field already is kept as it is.
    const named = await refuse({ ...validData(contract.contractNo), signMethod: 9 })
    expect(named.msg).toBe('表单数据校验未通过：[签订方式]的值不在可选项中')
  })

  it('answers 409 to a save on a stale revision and 400 to a body that is no form data', async () => {
    const contract = await contractOf('采购部', true)
    const { current } = await read(contract.id, zhangsan)
    const stale = await save(contract.id, zhangsan, { versionId: current.versionId, revision: 0, data: validData(contract.contractNo) })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().msg).toBe('表单数据已被他人保存，请刷新后再保存')
    expect((await save(contract.id, zhangsan, { versionId: current.versionId, revision: 1, data: [1] })).statusCode).toBe(400)
    const notJson = await app.inject({ method: 'PUT', url: `${BASE}/Record/${contract.id}`, headers: { cookie: zhangsan, 'content-type': 'application/json' }, payload: '{"data":' })
    expect(notJson.statusCode).toBe(400)
    expect(notJson.json().msg).toBe('请求内容不是合法的 JSON')
  })

  it('lets a view or download grant read but not save, and a sealed record only be read', async () => {
    const granted = await contractOf('法务部', true)
    await grantAccess(app, 'wangwu', granted.id, 'download')
    const viewed = await read(granted.id, wangwu)
    expect(viewed).toMatchObject({ canEdit: false, readOnlyReason: '您对该记录只有查看权限，只有本部门人员或管理员可以修改' })
    const refused = await save(granted.id, wangwu, { versionId: viewed.current.versionId, revision: 1, data: validData(granted.contractNo) })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().msg).toBe('无权修改该记录的表单数据（仅本部门人员或管理员可修改）')

    const sealed = await contractOf('采购部', true)
    await app.db.update(contracts).set({ sealed: true, sealedAt: new Date() }).where(eq(contracts.id, sealed.id))
    const sealedView = await read(sealed.id, admin)
    expect(sealedView).toMatchObject({ canEdit: false, readOnlyReason: '该记录已封存，扩展信息只能查看' })
    const sealedSave = await save(sealed.id, admin, { versionId: sealedView.current.versionId, revision: 1, data: validData(sealed.contractNo) })
    expect(sealedSave.statusCode).toBe(409)
    expect(sealedSave.json().msg).toBe('该记录已封存，不能修改')
    // The database refuses it too, whatever the path.
    await expect(app.db.update(recordFormData).set({ data: {} }).where(eq(recordFormData.contractId, sealed.id))).rejects.toMatchObject({ cause: { code: '55000' } })
  })

  it('keeps a draft per user and record until it is saved or discarded', async () => {
    const contract = await contractOf('采购部', true)
    const { current } = await read(contract.id, zhangsan)
    const draftUrl = `${BASE}/Record/${contract.id}/Draft`
    const kept = await app.inject({ method: 'PUT', url: draftUrl, headers: { cookie: zhangsan }, payload: { versionId: current.versionId, data: { remark: '未完成' } } })
    expect(kept.statusCode).toBe(200)
    expect((await read(contract.id, zhangsan)).draft).toMatchObject({ data: { remark: '未完成' } })
    expect((await read(contract.id, admin)).draft).toBeNull()
    expect((await app.inject({ method: 'DELETE', url: draftUrl, headers: { cookie: zhangsan } })).json().data).toEqual({ discarded: true })
    expect((await read(contract.id, zhangsan)).draft).toBeNull()

    await app.inject({ method: 'PUT', url: draftUrl, headers: { cookie: zhangsan }, payload: { versionId: current.versionId, data: { remark: '再来' } } })
    await save(contract.id, zhangsan, { versionId: current.versionId, revision: 1, data: validData(contract.contractNo) })
    expect((await read(contract.id, zhangsan)).draft).toBeNull()
  })

  it('keeps old data on its version after a new one is published, and moves it on the next save', async () => {
    const contract = await contractOf('采购部', true)
    const forms = (await app.inject({ url: `${BASE}/Forms`, query: { bizType: '1' }, headers: { cookie: admin } })).json().data.list
    const form = (await app.inject({ url: `${BASE}/Forms/${forms[0].id}`, headers: { cookie: admin } })).json().data
    const upload = { id: 'contractScan', type: 'file-upload', formItemFlag: true, options: { name: 'contractScan', label: '合同扫描件', limit: 2 } }
    const json = { ...form.json, widgetList: [...form.json.widgetList, upload] }
    const saved = await app.inject({ method: 'PUT', url: `${BASE}/Forms/${form.id}`, headers: { cookie: admin }, payload: { revision: form.revision, json } })
    await app.inject({ method: 'POST', url: `${BASE}/Forms/${form.id}/Publish`, headers: { cookie: admin }, payload: { revision: saved.json().data.revision } })

    const answer = await read(contract.id, zhangsan)
    expect(answer.current.version).toBe(2)
    expect(answer.saved).toMatchObject({ version: 1, json: { widgetList: expect.any(Array) } })
    const outdated = await save(contract.id, zhangsan, { versionId: answer.saved!.versionId, revision: 1, data: validData(contract.contractNo) })
    expect(outdated.statusCode).toBe(409)
    expect(outdated.json().msg).toBe('表单已发布新版本（第 2 版），请刷新后重新填写')

    const file = async (uploader: string) => {
      const [row] = await app.db
        .insert(files)
        .values({ originalName: '扫描件.pdf', size: 10, mime: 'application/pdf', sha256: 'x', uploaderId: await userIdOf(app, uploader), storageKey: randomUUID() })
        .returning({ id: files.id })
      return { name: '扫描件.pdf', url: `/contracttandem/api/File/Download/${row.id}` }
    }
    const others = await file('admin')
    const refused = await save(contract.id, zhangsan, { versionId: answer.current.versionId, revision: 1, data: { ...validData(contract.contractNo), contractScan: [others] } })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().data.errors.map((error: { message: string }) => error.message)).toEqual(['[合同扫描件]中的文件 扫描件.pdf 不存在或无权读取'])
    const foreignUrl = await save(contract.id, zhangsan, { versionId: answer.current.versionId, revision: 1, data: { ...validData(contract.contractNo), contractScan: [{ name: 'a', url: 'https://evil.example/a.pdf' }] } })
    expect(foreignUrl.statusCode).toBe(422)

    const own = await file('zhangsan')
    const moved = await save(contract.id, zhangsan, { versionId: answer.current.versionId, revision: 1, data: { ...validData(contract.contractNo), contractScan: [own] } })
    expect(moved.statusCode).toBe(200)
    expect(moved.json().data).toMatchObject({ version: 2, revision: 2 })
    // Someone else may keep a file already in the record's data.
    const kept = await save(contract.id, admin, { versionId: answer.current.versionId, revision: 2, data: { ...validData(contract.contractNo), contractScan: [own] } })
    expect(kept.statusCode).toBe(200)
    expect(await app.db.$count(recordFormData, sql`${recordFormData.contractId} = ${contract.id} and ${recordFormData.revision} = 3`)).toBe(1)

    // A file in the record's data is read by whoever may read the record, by no one else.
    const body = await multipart({ name: '现场照片说明.txt', bytes: `说明 ${contract.contractNo}` })
    const stored = (await app.inject({ method: 'POST', url: '/contracttandem/api/File/Upload', headers: { cookie: zhangsan, ...body.headers }, payload: body.payload })).json()
    const withFile = await save(contract.id, zhangsan, { versionId: answer.current.versionId, revision: 3, data: { ...validData(contract.contractNo), contractScan: [stored] } })
    expect(withFile.statusCode).toBe(200)
    expect((await app.inject({ url: stored.url, headers: { cookie: admin } })).statusCode).toBe(200)
    const lisi = await signIn(app, 'lisi')
    expect((await app.inject({ url: stored.url, headers: { cookie: lisi } })).statusCode).toBe(404)
  })
})
