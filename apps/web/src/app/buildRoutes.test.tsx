import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { matchRoutes, type RouteObject } from 'react-router'
import { navigation, scriptPolicy } from '../config'
import { isRouteHandle } from '../route-meta'
import { routeTable } from '../routes'
import { buildRoutes as buildRoutesWith, formPageLoader } from './buildRoutes'

const ZHANGSAN = ['htc', 'gzt', 'gwxt', 'hygl']
const ADMIN = ['htc', 'htc_detail', 'htfc', 'qxsq', 'bdgl', 'gzt', 'txl', 'htpt']
const buildRoutes = (table: typeof routeTable, codes: readonly string[]) => buildRoutesWith(table, codes, new QueryClient())

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
    const RECORD = 'http://localhost:8080/contract/web/contractDetail?id=7'
    /** The loader of a record page whose forms' check answers `hasScripts`, reached in-app from a page at another address. */
    function recordLoader(hasScripts: boolean | Error) {
      vi.spyOn(scriptPolicy, 'isDocumentAddress').mockReturnValue(false)
      const check = vi.fn((_client: QueryClient, _search: URLSearchParams) => (hasScripts instanceof Error ? Promise.reject(hasScripts) : Promise.resolve(hasScripts)))
      return { check, load: formPageLoader(check, new QueryClient()) }
    }

    it('load the designer and the library as a new document when reached from a page whose policy forbids scripts', async () => {
      vi.spyOn(scriptPolicy, 'canEvaluate').mockReturnValue(false)
      const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {})
      const url = 'http://localhost:8080/contract/web/formDesigner?id=3'
      void loaderAt('/formDesigner')?.(request(url))
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(url))
    })

    it('open a record page whose form has scripts as a new document from a page whose policy forbids them', async () => {
      const canEvaluate = vi.spyOn(scriptPolicy, 'canEvaluate').mockReturnValue(false)
      const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {})
      const { check, load } = recordLoader(true)
      void load(request(RECORD))
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(RECORD))
      expect(check.mock.calls[0][1].get('id')).toBe('7')
      expect(canEvaluate).toHaveBeenCalled()
    })

    it('open a record page in place when its form has no scripts, without asking the document to compile anything', async () => {
      const canEvaluate = vi.spyOn(scriptPolicy, 'canEvaluate').mockReturnValue(false)
      const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {})
      await expect(recordLoader(false).load(request(RECORD))).resolves.toBeNull()
      // a lookup that fails is the page's to show, in place
      await expect(recordLoader(new Error('403')).load(request(RECORD))).resolves.toBeNull()
      expect(canEvaluate).not.toHaveBeenCalled()
      expect(assign).not.toHaveBeenCalled()
    })

    it('open a record page whose form has scripts in place when the document allows them', async () => {
      vi.spyOn(scriptPolicy, 'canEvaluate').mockReturnValue(true)
      const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {})
      await expect(recordLoader(true).load(request(RECORD))).resolves.toBeNull()
      expect(assign).not.toHaveBeenCalled()
    })

    it('trust the policy of a document loaded at the address itself: the server chose it for these forms', async () => {
      const canEvaluate = vi.spyOn(scriptPolicy, 'canEvaluate').mockReturnValue(false)
      const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {})
      const check = vi.fn(() => Promise.resolve(true))
      expect(scriptPolicy.isDocumentAddress(window.location.href)).toBe(true)
      await expect(formPageLoader(check, new QueryClient())(request(window.location.href))).resolves.toBeNull()
      expect(check).not.toHaveBeenCalled()
      expect(canEvaluate).not.toHaveBeenCalled()
      expect(assign).not.toHaveBeenCalled()
    })

    it('check the forms on record and print pages, always on the designer and the library; other pages never reload', () => {
      for (const path of ['/contractDetail', '/bidDocument', '/publicDocument', '/lawyerLetter', '/formPrint', '/formDesigner', '/formList']) {
        expect(loaderAt(path), path).toBeTypeOf('function')
      }
      const entry = (path: string) => routeTable.find((candidate) => candidate.path === path)?.rendersForms
      expect(entry('/formDesigner')).toBe('anyForm')
      expect(entry('/formList')).toBe('anyForm')
      expect(entry('/contractDetail')).toBeTypeOf('function')
      expect(entry('/formPrint')).toBeTypeOf('function')
      expect(loaderAt('/contractList')).toBeUndefined()
      expect(loaderAt('/safeKeeping')).toBeUndefined()
    })
  })
})
