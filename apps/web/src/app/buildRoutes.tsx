import { Navigate, type RouteObject } from 'react-router'
import { LazyPage } from '../chunks'
import { AppLayout } from '../layout'
import type { RouteHandle } from '../route-meta'
import { NOT_FOUND_TITLE, ROOT_REDIRECT, type RouteEntry } from '../routes'
import { RouteErrorPage } from './RouteErrorPage'

const loadNotFound = () => import('../pages/not-found')
const notFoundHandle: RouteHandle = { title: NOT_FOUND_TITLE, breadcrumb: null, menuCode: null }

function pageRoute(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { title: entry.title, breadcrumb: entry.breadcrumb, menuCode: entry.menuCode }
  // The key makes each route its own LazyPage instance (own chunk, own retry state).
  return { path: entry.path, handle, element: <LazyPage key={entry.path} chunk={entry.chunk} load={entry.load} /> }
}

/**
 * The router tree for a user: the layout with only the routes whose menu code the user holds,
 * and a catch-all 404 page for every other path (including the ones not permitted).
 */
export function buildRoutes(routeTable: readonly RouteEntry[], menuCodes: Iterable<string>): RouteObject[] {
  const codes = new Set(menuCodes)
  const children: RouteObject[] = routeTable.filter((entry) => codes.has(entry.menuCode)).map(pageRoute)
  const notFound = <LazyPage key="*" chunk="not-found" load={loadNotFound} />
  children.unshift(
    codes.has(ROOT_REDIRECT.menuCode)
      ? { index: true, element: <Navigate to={ROOT_REDIRECT.to} replace /> }
      : { index: true, handle: notFoundHandle, element: notFound },
  )
  children.push({ path: '*', handle: notFoundHandle, element: notFound })
  return [{ path: '/', element: <AppLayout />, errorElement: <RouteErrorPage />, children }]
}
