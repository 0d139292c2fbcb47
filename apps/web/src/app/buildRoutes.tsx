import type { QueryClient } from '@tanstack/react-query'
import { Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router'
import { LazyPage } from '../chunks'
import { navigation, scriptPolicy } from '../config'
import { AppLayout } from '../layout'
import { NOT_FOUND_TITLE, type RouteHandle } from '../route-meta'
import { ROOT_REDIRECT, type PageScriptsCheck, type RouteEntry } from '../routes'
import { withFormScriptGlobals } from './formScriptGlobals'
import { RouteErrorPage } from './RouteErrorPage'

const loadNotFound = () => import('../pages/not-found')
const notFoundHandle: RouteHandle = { title: NOT_FOUND_TITLE, breadcrumb: null, menuCode: null }

/**
 * The loader of a page that renders forms: reached in-app from a document whose policy forbids
 * compiling scripts, while the forms it will show have some, the page is loaded as a new document
 * instead, which the server sends the policy those forms need. A page whose forms have none (rules
 * and formulas are not scripts) opens in place, and the document is never asked to compile
 * anything, which a strict policy would report as a violation.
 */
export function formPageLoader(rendersForms: 'anyForm' | PageScriptsCheck, queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    if (rendersForms !== 'anyForm') {
      // Loaded at this address, the document has the policy the server chose for these very forms.
      if (scriptPolicy.isDocumentAddress(request.url)) return null
      // A failure is the page's to show; it runs no form.
      const hasScripts = await rendersForms(queryClient, new URL(request.url).searchParams).catch(() => false)
      if (!hasScripts) return null
    }
    if (scriptPolicy.canEvaluate()) return null
    navigation.assign(request.url)
    return new Promise<null>(() => {})
  }
}

function pageRoute(entry: RouteEntry, queryClient: QueryClient): RouteObject {
  const handle: RouteHandle = { title: entry.title, breadcrumb: entry.breadcrumb, menuCode: entry.menuCode, ...(entry.workspace && { workspace: true }) }
  const load = entry.rendersForms ? withFormScriptGlobals(entry.load) : entry.load
  // The key makes each route its own LazyPage instance (own chunk, own retry state).
  const element = <LazyPage key={entry.path} chunk={entry.chunk} load={load} />
  return { path: entry.path, handle, element, ...(entry.rendersForms && { loader: formPageLoader(entry.rendersForms, queryClient) }) }
}

/**
 * The router tree for a user: the layout with only the routes whose menu code the user holds,
 * and a catch-all 404 page for every other path (including the ones not permitted).
 */
export function buildRoutes(routeTable: readonly RouteEntry[], menuCodes: Iterable<string>, queryClient: QueryClient): RouteObject[] {
  const codes = new Set(menuCodes)
  const children: RouteObject[] = routeTable.filter((entry) => codes.has(entry.menuCode)).map((entry) => pageRoute(entry, queryClient))
  const notFound = <LazyPage key="*" chunk="not-found" load={loadNotFound} />
  children.unshift(
    codes.has(ROOT_REDIRECT.menuCode)
      ? { index: true, element: <Navigate to={ROOT_REDIRECT.to} replace /> }
      : { index: true, handle: notFoundHandle, element: notFound },
  )
  children.push({ path: '*', handle: notFoundHandle, element: notFound })
  return [{ path: '/', element: <AppLayout />, errorElement: <RouteErrorPage />, children }]
}
