import { Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router'
import { LazyPage } from '../chunks'
import { navigation, scriptPolicy } from '../config'
import { AppLayout } from '../layout'
import { NOT_FOUND_TITLE, type RouteHandle } from '../route-meta'
import { ROOT_REDIRECT, type RouteEntry } from '../routes'
import { withFormScriptGlobals } from './formScriptGlobals'
import { RouteErrorPage } from './RouteErrorPage'

const loadNotFound = () => import('../pages/not-found')
const notFoundHandle: RouteHandle = { title: NOT_FOUND_TITLE, breadcrumb: null, menuCode: null }

/**
 * A page that renders forms, reached in-app from a page whose policy forbids compiling scripts, is
 * loaded as a new document instead, which the server sends the policy form pages need.
 */
function loadWithScripts({ request }: LoaderFunctionArgs): Promise<null> | null {
  if (scriptPolicy.canEvaluate()) return null
  navigation.assign(request.url)
  return new Promise<null>(() => {})
}

function pageRoute(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { title: entry.title, breadcrumb: entry.breadcrumb, menuCode: entry.menuCode, ...(entry.workspace && { workspace: true }) }
  const load = entry.rendersForms ? withFormScriptGlobals(entry.load) : entry.load
  // The key makes each route its own LazyPage instance (own chunk, own retry state).
  const element = <LazyPage key={entry.path} chunk={entry.chunk} load={load} />
  return { path: entry.path, handle, element, ...(entry.rendersForms && { loader: loadWithScripts }) }
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
