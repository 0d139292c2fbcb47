import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router'
import { createQueryClient, Providers } from '../app'

/** Shows where the router is, for tests that follow a navigation. */
export function LocationProbe() {
  const location = useLocation()
  return <output aria-label="当前地址">{`${location.pathname}${location.search}`}</output>
}

/**
 * Renders the given routes inside the app's providers (fresh query cache) with a memory router at
 * `entry`; paths not listed show the LocationProbe, so a navigation away can be asserted.
 */
export function renderRoute(
  entry: string,
  routes: Array<{ path: string; element: ReactElement }>,
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const objects: RouteObject[] = [...routes, { path: '*', element: <LocationProbe /> }]
  const router = createMemoryRouter(objects, { initialEntries: [entry] })
  const result = render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  )
  return Object.assign(result, { router })
}
