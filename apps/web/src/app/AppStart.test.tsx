import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { HttpRequest } from '../api'
import { http, type MenuItem, type UserInfo } from '../api'
import { navigation } from '../config'
import { routeTable } from '../routes'
import { rememberListReturn } from '../shared'
import { envelope, fakeAdapter, menuItem, type FakeReply } from '../test-support'
import { AppStart } from './AppStart'
import { createQueryClient } from './createQueryClient'
import { Providers } from './Providers'

const contractQuery = menuItem('htc', '合同查询', '/contractList', { icon: 'FileSearchOutlined', children: [menuItem('htc_detail', '合同详情', '', { type: 1 })] })
const debugTool = menuItem('_debug', '调试工具', '/debug')
const ACCOUNTS = {
  zhangsan: {
    user: { userId: 2, account: 'zhangsan', userName: '张三', userPhoto: '/avatars/zhangsan.svg', departmentId: 3, departmentName: '采购部', roles: ['staff'] },
    menuList: [contractQuery, debugTool],
    menuCodeList: ['htc', 'htc_detail'],
  },
  admin: {
    user: { userId: 1, account: 'admin', userName: '系统管理员', userPhoto: '', departmentId: 1, departmentName: '法务部', roles: ['admin'] },
    menuList: [contractQuery, menuItem('htfc', '合同封存', '/safeKeeping', { sort: 2 }), menuItem('qxsq', '合同授权', '/authorize', { sort: 3 }), debugTool],
    menuCodeList: ['htc', 'htc_detail', 'htfc', 'qxsq', 'bdgl'],
  },
} satisfies Record<string, { user: UserInfo; menuList: MenuItem[]; menuCodeList: string[] }>

const suiteMenus = [menuItem('gzt', '工作台', 'http://localhost:8080/workbench'), menuItem('gwxt', '公文系统', '/gwxt'), menuItem('hygl', '会议管理', '/hygl')]

type Answer = () => Promise<FakeReply> | FakeReply

/** The backend as the transport sees it; answers can be replaced to hold back or fail a call. */
function backend(account: keyof typeof ACCOUNTS, answers: { userInfo?: Answer; contract?: Answer; suite?: Answer } = {}) {
  const { user, menuList, menuCodeList } = ACCOUNTS[account]
  const userInfo = answers.userInfo ?? (() => ({ status: 200, body: envelope(user) }))
  const contract = answers.contract ?? (() => ({ status: 200, body: envelope({ menuList, menuCodeList }) }))
  const suite = answers.suite ?? (() => ({ status: 200, body: envelope({ menuList: suiteMenus, menuCodeList: ['gzt', 'gwxt', 'hygl'] }) }))
  return fakeAdapter((config: HttpRequest) => {
    if (config.url === '/contracttandem/api/Authentication/GetUserInfo') return userInfo()
    if (config.url === '/unifiedauth/api/Frontend/GetUserMenusAndCodes') {
      const systemId = (config.params as { SystemId: string }).SystemId
      if (systemId === 'HTGL') return contract()
      if (systemId === 'OA') return suite()
    }
    return { status: 404, body: envelope(null, { success: false, code: 404, msg: '接口不存在' }) }
  })
}

// The real table (paths, titles, breadcrumbs, codes) with pages that only show their title and
// ask for no data, so the shell is tested apart from the screens that fill it.
const shellRoutes = routeTable.map((entry) => ({ ...entry, prefetch: undefined, load: async () => ({ default: () => <h1>{entry.title}</h1> }) }))

function start(path: string) {
  window.history.replaceState(null, '', `/contract/web${path}`)
  return render(
    <Providers queryClient={createQueryClient()}>
      <AppStart routes={shellRoutes} />
    </Providers>,
  )
}

describe('application shell', () => {
  const originalAdapter = http.transport
  beforeEach(() => {
    vi.spyOn(navigation, 'assign').mockImplementation(() => {})
    vi.spyOn(navigation, 'post').mockImplementation(() => {})
  })
  afterEach(() => {
    http.transport = originalAdapter
    vi.restoreAllMocks()
  })

  it('shows the layout only once user info is there, and loads menus only after it', async () => {
    let releaseUser: (reply: FakeReply) => void = () => {}
    const adapter = backend('zhangsan', { userInfo: () => new Promise<FakeReply>((resolve) => (releaseUser = resolve)) })
    http.transport = adapter
    start('/contractList')

    await waitFor(() => expect(adapter.calls).toHaveLength(1))
    expect(screen.queryByText('张三')).toBeNull()
    expect(screen.queryByRole('banner')).toBeNull()
    expect(adapter.calls.map((call) => call.url)).toEqual(['/contracttandem/api/Authentication/GetUserInfo'])

    releaseUser({ status: 200, body: envelope(ACCOUNTS.zhangsan.user) })
    expect(await screen.findByText('张三')).toBeTruthy()
    expect(adapter.calls.slice(1).map((call) => (call.params as { SystemId: string }).SystemId).sort()).toEqual(['HTGL', 'OA'])
    expect(await screen.findByRole('heading', { name: '合同查询' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('合同查询'))
  })

  it('asks for the opened list with the router, while the page chunk is still loading, and only when permitted', async () => {
    // The real table's prefetch; the pages never arrive.
    const routes = routeTable.map((entry) => ({ ...entry, load: () => new Promise<never>(() => {}) }))
    const open = (path: string) => {
      window.history.replaceState(null, '', `/contract/web${path}`)
      return render(
        <Providers queryClient={createQueryClient()}>
          <AppStart routes={routes} />
        </Providers>,
      )
    }
    const listCalls = (adapter: ReturnType<typeof backend>) => adapter.calls.filter((call) => call.url.endsWith('/GetContractList'))

    const adapter = backend('zhangsan')
    http.transport = adapter
    const list = open('/contractList?keyword=%E9%87%87%E8%B4%AD')
    await waitFor(() => expect(listCalls(adapter)).toHaveLength(1))
    expect(listCalls(adapter)[0].params).toMatchObject({ keyword: '采购', pageIndex: 1 })
    // After user info and the menus, as SPEC §4 orders the start.
    expect(adapter.calls.indexOf(listCalls(adapter)[0])).toBe(3)
    list.unmount()

    // zhangsan may not open 合同封存: its list is not asked for.
    const other = backend('zhangsan')
    http.transport = other
    open('/safeKeeping')
    expect(await screen.findByText('张三')).toBeTruthy()
    expect(listCalls(other)).toHaveLength(0)
  })

  it('shows the suite top bar completed, the filtered side menu and the breadcrumb', async () => {
    http.transport = backend('zhangsan')
    start('/contractList')
    const topBar = await screen.findByRole('navigation', { name: '套件导航' })
    await waitFor(() => expect(within(topBar).getAllByRole('link').map((link) => link.textContent)).toEqual(['工作台', '公文系统', '会议管理', '通讯录', '合同管理平台']))
    const platform = within(topBar).getByRole('link', { name: '合同管理平台' })
    expect(platform.getAttribute('href')).toBe('/contract/web')
    expect(platform.getAttribute('aria-current')).toBe('page')

    const sideMenu = screen.getByRole('menu', { name: '功能菜单' })
    expect(within(sideMenu).getByText('合同查询')).toBeTruthy()
    expect(within(sideMenu).queryByText('合同详情')).toBeNull()
    expect(within(sideMenu).queryByText('调试工具')).toBeNull()
    expect(within(sideMenu).queryByText('合同封存')).toBeNull()

    const breadcrumb = screen.getByRole('navigation', { name: '当前位置' })
    expect(breadcrumb.textContent).toBe('当前所在位置：合同管理')
  })

  it('shows a sub-page breadcrumb as SPEC §2 writes it, with ">" between the levels', async () => {
    http.transport = backend('zhangsan')
    start('/bidDocument')
    const breadcrumb = await screen.findByRole('navigation', { name: '当前位置' })
    expect(breadcrumb.textContent).toBe('当前所在位置：合同管理>标书')
    await waitFor(() => expect(document.title).toBe('标书'))
  })

  it('links the section crumb of a record page to the list that opened it, filters included', async () => {
    http.transport = backend('zhangsan')
    rememberListReturn({ pathname: '/contractList', search: '?keyword=%E9%87%87%E8%B4%AD&pageIndex=2' }, '/bidDocument?id=7')
    start('/bidDocument?id=7')
    const breadcrumb = await screen.findByRole('navigation', { name: '当前位置' })
    fireEvent.click(within(breadcrumb).getByRole('link', { name: '合同管理' }))
    expect(await screen.findByRole('heading', { name: '合同查询' })).toBeTruthy()
    expect(window.location.pathname + window.location.search).toBe('/contract/web/contractList?keyword=%E9%87%87%E8%B4%AD&pageIndex=2')
  })

  it('links the section crumb to its landing page when no list opened the page', async () => {
    http.transport = backend('zhangsan')
    sessionStorage.clear()
    start('/bidDocument?id=7')
    const breadcrumb = await screen.findByRole('navigation', { name: '当前位置' })
    expect(within(breadcrumb).getByRole('link', { name: '合同管理' }).getAttribute('href')).toBe('/contract/web/contractList')
    expect(within(breadcrumb).queryByRole('link', { name: '标书' })).toBeNull()
  })

  it('signs out by a POST to the Logout endpoint with the app as return URL', async () => {
    http.transport = backend('zhangsan')
    start('/contractList')
    fireEvent.click(await screen.findByRole('button', { name: /账号菜单/ }))
    fireEvent.click(await screen.findByText('退出账号'))
    expect(navigation.post).toHaveBeenCalledExactlyOnceWith('/contracttandem/api/Authentication/Logout?returnUrl=%2Fcontract%2Fweb%2F')
    expect(navigation.assign).not.toHaveBeenCalled()
  })

  it('shows the 404 page to zhangsan for /safeKeeping', async () => {
    http.transport = backend('zhangsan')
    start('/safeKeeping')
    expect(await screen.findByText('您访问的页面不存在')).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('您访问的页面不存在'))
    expect(screen.queryByRole('navigation', { name: '当前位置' })).toBeNull()
  })

  it('lets admin open /safeKeeping from the side menu, without breadcrumb card, and a generated avatar', async () => {
    http.transport = backend('admin')
    start('/')
    expect(await screen.findByRole('heading', { name: '合同查询' })).toBeTruthy()
    expect(window.location.pathname).toBe('/contract/web/contractList')
    expect(screen.getByLabelText('系统管理员').textContent).toBe('系')

    window.scrollTo(300, 500)
    const scrollTo = vi.spyOn(window, 'scrollTo')
    fireEvent.click(within(screen.getByRole('menu', { name: '功能菜单' })).getByText('合同封存'))
    expect(await screen.findByRole('heading', { name: '合同封存' })).toBeTruthy()
    expect(window.location.pathname).toBe('/contract/web/safeKeeping')
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    expect(screen.queryByRole('navigation', { name: '当前位置' })).toBeNull()
    await waitFor(() => expect(document.title).toBe('合同封存'))
  })

  it('collapses and expands the side menu, never wider than 240px', async () => {
    http.transport = backend('zhangsan')
    const { container } = start('/contractList')
    fireEvent.click(await screen.findByRole('button', { name: '收起菜单' }))
    const sider = container.querySelector('.ant-layout-sider') as HTMLElement
    expect(sider.className).toContain('ant-layout-sider-collapsed')
    fireEvent.click(screen.getByRole('button', { name: '展开菜单' }))
    expect(sider.className).not.toContain('ant-layout-sider-collapsed')
    expect(sider.style.maxWidth).toBe('240px')
    expect(sider.style.width).toBe('240px')
  })

  it('keeps the folded side menu across a reload', async () => {
    localStorage.clear()
    http.transport = backend('zhangsan')
    const first = start('/contractList')
    fireEvent.click(await screen.findByRole('button', { name: '收起菜单' }))
    first.unmount()
    const { container } = start('/contractList')
    expect(await screen.findByRole('button', { name: '展开菜单' })).toBeTruthy()
    expect(container.querySelector('.ant-layout-sider')?.className).toContain('ant-layout-sider-collapsed')
    fireEvent.click(screen.getByRole('button', { name: '展开菜单' }))
    expect(localStorage.getItem('tandem.sideMenuCollapsed')).toBe('false')
  })

  it('names the account button by the text it shows, without the avatar letter', async () => {
    http.transport = backend('admin')
    start('/contractList')
    const button = await screen.findByRole('button', { name: '系统管理员 账号菜单' })
    expect(button.getAttribute('aria-label')).toBeNull()
  })

  it('without a session clears sessionStorage and goes to sign-in with the return URL', async () => {
    sessionStorage.setItem('draft', 'x')
    http.transport = backend('zhangsan', {
      userInfo: () => ({ status: 401, body: envelope(null, { success: false, code: 20001, msg: '登录已过期，请重新登录' }) }),
    })
    start('/authorize?id=7')
    expect(await screen.findByText('正在跳转到登录页…')).toBeTruthy()
    expect(sessionStorage.length).toBe(0)
    expect(navigation.assign).toHaveBeenCalledExactlyOnceWith('/contracttandem/api/Authentication/Login?returnUrl=%2Fcontract%2Fweb%2Fauthorize%3Fid%3D7')
    expect(screen.queryByRole('banner')).toBeNull()
  })

  it('toasts a failed menu call once and still shows the three suite entries', async () => {
    let suiteAnswered: () => void = () => {}
    const suiteDone = new Promise<void>((resolve) => (suiteAnswered = resolve))
    http.transport = backend('zhangsan', {
      suite: () => {
        suiteAnswered()
        return { status: 500, body: envelope(null, { success: false, code: 500, msg: '服务器内部错误（请求号 r1）' }) }
      },
      // The layout mounts only after the suite's call has failed.
      contract: async () => {
        await suiteDone
        await new Promise((resolve) => setTimeout(resolve, 50))
        return { status: 200, body: envelope({ menuList: ACCOUNTS.zhangsan.menuList, menuCodeList: ACCOUNTS.zhangsan.menuCodeList }) }
      },
    })
    start('/contractList')
    const topBar = await screen.findByRole('navigation', { name: '套件导航' })
    await waitFor(() => expect(within(topBar).getAllByRole('link').map((link) => link.textContent)).toEqual(['工作台', '通讯录', '合同管理平台']))
    expect(await screen.findAllByText('服务器内部错误（请求号 r1）')).toHaveLength(1)
  })

  it('offers 重试 when user info cannot be fetched, without leaving the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let attempts = 0
    http.transport = backend('zhangsan', {
      userInfo: () => (++attempts <= 2 ? { networkError: 'Network Error' } : { status: 200, body: envelope(ACCOUNTS.zhangsan.user) }),
    })
    start('/contractList')
    expect(await screen.findByText('无法加载用户信息', {}, { timeout: 4000 })).toBeTruthy()
    expect(screen.getByText('网络异常，请稍后重试')).toBeTruthy()
    expect(document.body.textContent).not.toContain('Network Error')
    expect(navigation.assign).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }))
    expect(await screen.findByText('张三')).toBeTruthy()
  })
})
