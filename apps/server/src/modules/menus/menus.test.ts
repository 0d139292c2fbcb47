import type { MenuItem } from '@tandem/api-contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import { buildTestApp, signIn } from '../../test/index.js'

let app: App
beforeAll(async () => {
  app = await buildTestApp({ config: { contractSystemId: 'HTGL', suiteSystemId: 'OA', publicUrl: 'http://localhost:8080' } })
})
afterAll(() => app.close())

async function menusOf(account: string, systemId: string) {
  const response = await app.inject({
    url: `/unifiedauth/api/Frontend/GetUserMenusAndCodes?SystemId=${systemId}`,
    headers: { cookie: await signIn(app, account) },
  })
  expect(response.statusCode).toBe(200)
  return response.json().data as { menuList: MenuItem[]; menuCodeList: string[] }
}

const topCodes = (list: MenuItem[]) => list.map((item) => item.code)

describe('GetUserMenusAndCodes', () => {
  it.each([
    ['admin', ['htc', 'htfc', 'qxsq', 'bdgl', '_debug']],
    ['zhangsan', ['htc', '_debug']],
    ['lisi', ['htc', 'htfc', '_debug']],
    ['wangwu', ['htc', 'qxsq', '_debug']],
  ])('gives %s the contract menus of its roles', async (account, codes) => {
    const { menuList, menuCodeList } = await menusOf(account, 'HTGL')
    expect(topCodes(menuList)).toEqual(codes)
    for (const code of codes) expect(menuCodeList).toContain(code)
    expect(menuCodeList).toEqual(expect.arrayContaining(['htc_detail', 'htc_bid', 'htc_document', 'htc_letter']))
  })

  it('returns the tree with sub-page points of type 1 and icons', async () => {
    const { menuList } = await menusOf('zhangsan', 'HTGL')
    const htc = menuList[0]
    expect(htc).toMatchObject({ code: 'htc', name: '合同查询', path: '/contractList', fullPath: '/contractList', icon: 'FileSearchOutlined', type: 0 })
    expect(htc.children.map((c) => [c.code, c.path, c.type])).toEqual([
      ['htc_detail', '/contractDetail', 1],
      ['htc_bid', '/bidDocument', 1],
      ['htc_document', '/publicDocument', 1],
      ['htc_letter', '/lawyerLetter', 1],
    ])
    expect(menuList.find((item) => item.code === 'htfc')).toBeUndefined()
  })

  it('gives everyone the suite top bar, with txl and htpt for admin only', async () => {
    const staff = await menusOf('zhangsan', 'OA')
    expect(topCodes(staff.menuList)).toEqual(['gzt', 'gwxt', 'hygl'])
    expect(staff.menuList[0]).toMatchObject({ name: '工作台', path: 'http://localhost:8080/workbench' })
    expect(topCodes((await menusOf('admin', 'OA')).menuList)).toEqual(['gzt', 'gwxt', 'hygl', 'txl', 'htpt'])
  })

  it('refuses an unknown or missing SystemId', async () => {
    const cookie = await signIn(app, 'admin')
    const unknown = await app.inject({ url: '/unifiedauth/api/Frontend/GetUserMenusAndCodes?SystemId=XYZ', headers: { cookie } })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({ success: false, msg: 'SystemId 不合法' })
    const missing = await app.inject({ url: '/unifiedauth/api/Frontend/GetUserMenusAndCodes', headers: { cookie } })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().msg).toMatch(/^参数 SystemId 不合法/)
  })

  it('needs a session', async () => {
    const response = await app.inject('/unifiedauth/api/Frontend/GetUserMenusAndCodes?SystemId=HTGL')
    expect(response.statusCode).toBe(401)
    expect(response.json().code).toBe(20001)
  })
})
