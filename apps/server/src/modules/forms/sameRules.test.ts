import { createFormModel, type FieldError } from '@tandem/form-core'
import { and, eq, notInArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import { contracts, departments, recordFormData } from '../../db/schema/index.js'
import { buildTestApp, signIn } from '../../test/index.js'
import { validBase, validationCases } from './validationCases.js'

const BASE = '/contracttandem/api/Form'

const byPath = (errors: readonly Pick<FieldError, 'name' | 'subFormName' | 'rowIndex' | 'message'>[]) =>
  Object.fromEntries(errors.map((error) => [error.subFormName === null ? error.name : `${error.subFormName}.${error.rowIndex}.${error.name}`, error.message]))

describe('the browser and the server accept and refuse the same data', () => {
  let app: App
  let zhangsan: string
  let contract: { id: number; contractNo: string }
  let current: { versionId: number; json: Record<string, unknown> }

  beforeAll(async () => {
    app = await buildTestApp()
    zhangsan = await signIn(app, 'zhangsan')
    ;[contract] = await app.db
      .select({ id: contracts.id, contractNo: contracts.contractNo })
      .from(contracts)
      .innerJoin(departments, eq(departments.id, contracts.departmentId))
      .where(and(eq(departments.name, '采购部'), eq(contracts.bizType, 1), eq(contracts.sealed, false), notInArray(contracts.id, app.db.select({ id: recordFormData.contractId }).from(recordFormData))))
      .limit(1)
    current = (await app.inject({ url: `${BASE}/Record/${contract.id}`, headers: { cookie: zhangsan } })).json().data.current
  })
  afterAll(() => app.close())

  it.each(validationCases)('$name', async ({ patch, refused }) => {
    const data = { ...validBase(contract.contractNo), ...patch }

    const model = createFormModel(current.json, { locale: 'zh-CN' })
    model.setFormData(data)
    expect(byPath(await model.validateForm()), 'browser (FormModel.validateForm)').toEqual(refused)

    const saved = (await app.inject({ url: `${BASE}/Record/${contract.id}`, headers: { cookie: zhangsan } })).json().data.saved
    const response = await app.inject({
      method: 'PUT',
      url: `${BASE}/Record/${contract.id}`,
      headers: { cookie: zhangsan },
      payload: { versionId: current.versionId, revision: saved?.revision ?? 0, data },
    })
    if (Object.keys(refused).length === 0) {
      expect(response.statusCode, response.body).toBe(200)
    } else {
      expect(response.statusCode).toBe(422)
      expect(byPath(response.json().data.errors), 'server (PUT Record)').toEqual(refused)
    }
  })
})
