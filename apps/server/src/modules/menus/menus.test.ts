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
    expect(topCodes((await menusOf('admin', 'OA')).menuList)).toEqual(['gzt', 'gwxt', 'hygl', 'txl', 'htpt'])
  })

  it('links suite entries without a configured address to the product page that stands in for them', async () => {
    const links = (await menusOf('admin', 'OA')).menuList.map((item) => [item.code, item.path, item.fullPath])
    expect(links).toEqual([
      ['gzt', 'http://localhost:8080/contract/web/suite/gzt', 'http://localhost:8080/contract/web/suite/gzt'],
      ['gwxt', 'http://localhost:8080/contract/web/suite/gwxt', 'http://localhost:8080/contract/web/suite/gwxt'],
      ['hygl', 'http://localhost:8080/contract/web/suite/hygl', 'http://localhost:8080/contract/web/suite/hygl'],
      ['txl', 'http://localhost:8080/contract/web/suite/txl', 'http://localhost:8080/contract/web/suite/txl'],
      ['htpt', 'http://localhost:8080/contract/web', 'http://localhost:8080/contract/web'],
    ])
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

describe('suite entries with SUITE_LINKS', () => {
  let configured: App
  beforeAll(async () => {
    configured = await buildTestApp({
      config: {
        contractSystemId: 'HTGL',
        suiteSystemId: 'OA',
        publicUrl: 'https://contracts.example.com/tandem',
        suiteLinks: new Map([
          ['gzt', 'https://oa.example.com/workbench'],
          ['txl', 'https://oa.example.com/contacts'],
          ['htpt', 'https://oa.example.com/contract'],
        ]),
      },
    })
  })
  afterAll(() => configured.close())

  it('link each configured code to its address and the others to the product page', async () => {
    const response = await configured.inject({
      url: '/unifiedauth/api/Frontend/GetUserMenusAndCodes?SystemId=OA',
      headers: { cookie: await signIn(configured, 'admin') },
    })
    const { menuList } = response.json().data as { menuList: MenuItem[] }
    expect(menuList.map((item) => [item.code, item.fullPath])).toEqual([
      ['gzt', 'https://oa.example.com/workbench'],
      ['gwxt', 'https://contracts.example.com/tandem/contract/web/suite/gwxt'],
      ['hygl', 'https://contracts.example.com/tandem/contract/web/suite/hygl'],
      ['txl', 'https://oa.example.com/contacts'],
      ['htpt', 'https://oa.example.com/contract'],
    ])
  })

  it('forward the product page of a configured entry to its address, for links the SPA adds itself', async () => {
    for (const [code, address] of [
      ['gzt', 'https://oa.example.com/workbench'],
      ['txl', 'https://oa.example.com/contacts'],
    ]) {
      const response = await configured.inject(`/contract/web/suite/${code}`)
      expect(response.statusCode).toBe(302)
      expect(response.headers.location).toBe(address)
    }
  })
})

describe('the product page of a suite entry', () => {
  it('says in Chinese which system an entry without an address stands for, with a way back, signed in or not', async () => {
    for (const [code, name] of [
      ['gzt', '工作台'],
      ['txl', '通讯录'],
      ['hygl', '会议管理'],
    ]) {
      const response = await app.inject(`/contract/web/suite/${code}`)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.body).toContain(`<title>${name} - 合同管理平台</title>`)
      expect(response.body).toContain(`<h1>${name}</h1>`)
      expect(response.body).toContain(`“${name}”是办公套件中的另一个系统，当前部署尚未配置它的访问地址。`)
      expect(response.body).toContain('<a href="http://localhost:8080/contract/web/">返回合同管理平台</a>')
      expect(response.body).toContain('<link rel="icon" type="image/svg+xml" href="http://localhost:8080/contract/web/favicon.svg">')
    }
  })

  it('forwards an entry with a stored address there', async () => {
    const response = await app.inject('/contract/web/suite/htpt')
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('http://localhost:8080/contract/web')
  })

  it.each(['nosuch', 'htc', '%3Cscript%3E', 'a.b', 'x'.repeat(90)])(
    'answers a code the suite lacks (%j) with a friendly HTML 404, not JSON, without repeating it',
    async (code) => {
      const response = await app.inject(`/contract/web/suite/${code}`)
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.body).toContain('<h1>套件入口未配置</h1>')
      expect(response.body).toContain('当前部署没有为这个办公套件入口配置访问地址。')
      expect(response.body).toContain('返回合同管理平台')
      expect(response.body).not.toContain(code)
      expect(response.body).not.toContain('<script>')
    },
  )
})
