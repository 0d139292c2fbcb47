import { useMemo } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { ROUTER_BASENAME } from '../config'
import type { RouteEntry } from '../routes'
import { buildRoutes } from './buildRoutes'

/** Created once the menu codes are known, so the first navigation lands on the permitted routes. */
export function AppRouter({ routes, menuCodes }: { routes: readonly RouteEntry[]; menuCodes: readonly string[] }) {
  const router = useMemo(() => createBrowserRouter(buildRoutes(routes, menuCodes), { basename: ROUTER_BASENAME }), [routes, menuCodes])
  return <RouterProvider router={router} />
}
