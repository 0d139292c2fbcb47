import type { QueryClient } from '@tanstack/react-query'
import { ROUTER_BASENAME } from '../config'
import type { RouteEntry } from '../routes'

function entryAt(routes: readonly RouteEntry[], pathname: string): RouteEntry | undefined {
  const path = pathname.startsWith(ROUTER_BASENAME) ? pathname.slice(ROUTER_BASENAME.length) : pathname
  return routes.find((entry) => entry.path === path)
}

/**
 * Starts loading the page chunk of the address the browser opened while the application starts,
 * instead of once the router renders it. A failure here is not the page's: the page asks for its
 * chunk again when it renders, and shows that failure with 重试.
 */
export function preloadCurrentPage(routes: readonly RouteEntry[], pathname: string): void {
  entryAt(routes, pathname)
    ?.load()
    .catch(() => undefined)
}

/**
 * Asks for the first data of the opened page once the start knows it is permitted, so the answer
 * travels while the layout renders and the page's chunk loads; the page reads it from the cache.
 */
export function prefetchCurrentPage(
  routes: readonly RouteEntry[],
  menuCodes: readonly string[],
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
): void {
  const entry = entryAt(routes, location.pathname)
  if (entry && menuCodes.includes(entry.menuCode)) entry.prefetch?.(queryClient, new URLSearchParams(location.search))
}
