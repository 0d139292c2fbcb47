import { describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import type { RouteEntry } from '../routes'
import { prefetchCurrentPage, preloadCurrentPage } from './preloadCurrentPage'

const entry = (path: string, load: RouteEntry['load'], more: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  title: path,
  breadcrumb: null,
  menuCode: 'htc',
  chunk: path.slice(1),
  load,
  ...more,
})
const never = () => new Promise<never>(() => {})

describe('preloadCurrentPage', () => {
  it('starts loading the chunk of the opened route only', () => {
    const list = vi.fn(never)
    const sealing = vi.fn(never)
    const routes = [entry('/contractList', list), entry('/safeKeeping', sealing)]
    preloadCurrentPage(routes, '/contract/web/safeKeeping')
    expect(sealing).toHaveBeenCalledTimes(1)
    expect(list).not.toHaveBeenCalled()
    preloadCurrentPage(routes, '/contract/web/')
    preloadCurrentPage(routes, '/contract/web/nowhere')
    expect(list).not.toHaveBeenCalled()
  })

  it('leaves a failed load to the page, which loads again when it renders', async () => {
    const failed = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
    // An unhandled rejection would fail the run.
    preloadCurrentPage([entry('/contractList', failed)], '/contract/web/contractList')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(failed).toHaveBeenCalledTimes(1)
  })
})

describe('prefetchCurrentPage', () => {
  it('asks for the data of the opened page with the query of its address, when the user may open it', () => {
    const client = new QueryClient()
    const list = vi.fn()
    const sealing = vi.fn()
    const routes = [entry('/contractList', never, { prefetch: list }), entry('/safeKeeping', never, { menuCode: 'htfc', prefetch: sealing })]

    prefetchCurrentPage(routes, ['htc'], client, { pathname: '/contract/web/contractList', search: '?keyword=%E9%87%87%E8%B4%AD&pageIndex=2' })
    expect(list).toHaveBeenCalledTimes(1)
    const [given, search] = list.mock.calls[0] as [QueryClient, URLSearchParams]
    expect(given).toBe(client)
    expect(Object.fromEntries(search)).toEqual({ keyword: '采购', pageIndex: '2' })

    // Not permitted: the page will not open, so nothing is asked for.
    prefetchCurrentPage(routes, ['htc'], client, { pathname: '/contract/web/safeKeeping', search: '' })
    expect(sealing).not.toHaveBeenCalled()
  })
})
