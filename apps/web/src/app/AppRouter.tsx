import { useMemo } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { ROUTER_BASENAME } from '../config'
import { routeTable } from '../routes'
import { buildRoutes } from './buildRoutes'

/** Created once the menu codes are known, so the first navigation lands on the permitted routes. */
export function AppRouter({ menuCodes }: { menuCodes: readonly string[] }) {
  const router = useMemo(() => createBrowserRouter(buildRoutes(routeTable, menuCodes), { basename: ROUTER_BASENAME }), [menuCodes])
  return <RouterProvider router={router} />
}
