import { ROUTER_BASENAME } from '../config'

/** Path of a menu item inside the SPA router, or null when it points outside the SPA. */
export function routerPath(path: string): string | null {
  if (!path || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(path)) return null
  const inside = path === ROUTER_BASENAME || path.startsWith(`${ROUTER_BASENAME}/`) ? path.slice(ROUTER_BASENAME.length) : path
  return inside.startsWith('/') ? inside : `/${inside}`
}
