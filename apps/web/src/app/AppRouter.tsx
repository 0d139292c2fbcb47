import { useMemo } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { ROUTER_BASENAME } from '../config'
import type { RouteEntry } from '../routes'
import { buildRoutes } from './buildRoutes'
import { prefetchCurrentPage } from './preloadCurrentPage'

/** Created once the menu codes are known, so the first navigation lands on the permitted routes. */
export function AppRouter({ routes, menuCodes }: { routes: readonly RouteEntry[]; menuCodes: readonly string[] }) {
  const queryClient = useQueryClient()
  const router = useMemo(() => {
    // The first page's data is asked for with the router, not once the page has rendered.
    prefetchCurrentPage(routes, menuCodes, queryClient, window.location)
    return createBrowserRouter(buildRoutes(routes, menuCodes, queryClient), { basename: ROUTER_BASENAME })
  }, [routes, menuCodes, queryClient])
  return <RouterProvider router={router} />
}
