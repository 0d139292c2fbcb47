import { afterEach, describe, expect, it, vi } from 'vitest'
import { matchRoutes, type RouteObject } from 'react-router'
import { navigation, scriptPolicy } from '../config'
import { isRouteHandle } from '../route-meta'
import { routeTable } from '../routes'
import { buildRoutes } from './buildRoutes'

const ZHANGSAN = ['htc', 'gzt', 'gwxt', 'hygl']
const ADMIN = ['htc', 'htc_detail', 'htfc', 'qxsq', 'bdgl', 'gzt', 'txl', 'htpt']

/** Title of the deepest route matching the path, the way the layout reads it. */
function titleAt(routes: RouteObject[], path: string): string | undefined {
  const matches = matchRoutes(routes, path) ?? []
  const handle = matches.at(-1)?.route.handle
  return isRouteHandle(handle) ? handle.title : undefined
}

const registeredPaths = (routes: RouteObject[]) =>
  (routes[0].children ?? []).map((route) => (route.index ? '(index)' : route.path))

describe('buildRoutes', () => {
  it('registers only the routes of the codes zhangsan holds; the rest fall to the 404 page', () => {
    const routes = buildRoutes(routeTable, ZHANGSAN)
    expect(registeredPaths(routes)).toEqual([
      '(index)',
      '/contractList',
      '/contractDetail',
      '/bidDocument',
      '/publicDocument',
      '/lawyerLetter',
      '/formPrint',
      '*',
    ])
    expect(titleAt(routes, '/safeKeeping')).toBe('您访问的页面不存在')
    expect(titleAt(routes, '/authorize')).toBe('您访问的页面不存在')
    expect(titleAt(routes, '/formList')).toBe('您访问的页面不存在')
    expect(titleAt(routes, '/contractDetail')).toBe('合同详情')
  })

  it('gives admin every route of the table', () => {
    const routes = buildRoutes(routeTable, ADMIN)
    for (const entry of routeTable) expect(titleAt(routes, entry.path)).toBe(entry.title)
    expect(titleAt(routes, '/formDesigner')).toBe('表单设计')
  })

  it('sends any unknown path to the 404 page', () => {
    const routes = buildRoutes(routeTable, ADMIN)
    expect(titleAt(routes, '/no/such/page')).toBe('您访问的页面不存在')
    expect(matchRoutes(routes, '/no/such/page')?.at(-1)?.route.path).toBe('*')
  })

  it('redirects / only for users holding htc', () => {
    const redirect = matchRoutes(buildRoutes(routeTable, ['htc']), '/')?.at(-1)?.route
    expect(redirect?.index).toBe(true)
    expect(redirect?.handle).toBeUndefined()
    expect(titleAt(buildRoutes(routeTable, ['htfc']), '/')).toBe('您访问的页面不存在')
  })

  it('gives each route its breadcrumb and menu code', () => {
    const routes = buildRoutes(routeTable, ADMIN)
    const handleAt = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.handle
    expect(handleAt('/contractDetail')).toEqual({
      title: '合同详情',
      breadcrumb: ['合同管理', '合同页面'],
      menuCode: 'htc',
    })
    expect(handleAt('/contractList')).toEqual({
      title: '合同查询',
      breadcrumb: ['合同管理'],
      menuCode: 'htc',
    })
    expect(handleAt('/safeKeeping')).toEqual({ title: '合同封存', breadcrumb: null, menuCode: 'htfc' })
  })

  it('registers nothing but the 404 page without codes', () => {
    expect(registeredPaths(buildRoutes(routeTable, []))).toEqual(['(index)', '*'])
    expect(titleAt(buildRoutes(routeTable, []), '/contractList')).toBe('您访问的页面不存在')
  })

  describe('pages that render forms', () => {
    afterEach(() => vi.restoreAllMocks())
    const loaderAt = (path: string) => {
      const route = matchRoutes(buildRoutes(routeTable, ADMIN), path)?.at(-1)?.route
      return typeof route?.loader === 'function' ? route.loader : undefined
    }
    const request = (url: string) => ({
      request: new Request(url),
      url: new URL(url),
      pattern: new URL(url).pathname,
      params: {},
      context: undefined,
    })

    it('load as a new document when reached from a page whose policy forbids their scripts', () => {
      vi.spyOn(scriptPolicy, 'canEvaluate').mockReturnValue(false)
      const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {})
      const url = 'http://localhost:8080/contract/web/formDesigner?id=3'
      void loaderAt('/formDesigner')?.(request(url))
      expect(assign).toHaveBeenCalledWith(url)
    })

    it('open in place when the document allows their scripts, and other pages never reload', () => {
      vi.spyOn(scriptPolicy, 'canEvaluate').mockReturnValue(true)
      const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {})
      expect(
        loaderAt('/contractDetail')?.(request('http://localhost:8080/contract/web/contractDetail?id=1')),
      ).toBeNull()
      expect(loaderAt('/contractList')).toBeUndefined()
      expect(loaderAt('/safeKeeping')).toBeUndefined()
      expect(assign).not.toHaveBeenCalled()
    })
  })
})
