export { documentTitle, EMPTY_HANDLE, isRouteHandle } from './routeHandle'
export type { RouteHandle } from './routeHandle'
export { useRouteHandle } from './useRouteHandle'
export { NOT_FOUND_TITLE } from './titles'
