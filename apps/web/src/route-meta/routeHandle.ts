import { FALLBACK_TITLE } from '../routes'

/** What each registered route tells the layout: title, breadcrumb and side-menu entry. */
export interface RouteHandle {
  title?: string
  breadcrumb: readonly string[] | null
  menuCode: string | null
  /** the page takes the window: menu folded away, breadcrumb shown by the page (RouteEntry.workspace) */
  workspace?: boolean
}

export const EMPTY_HANDLE: RouteHandle = { breadcrumb: null, menuCode: null }

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'breadcrumb' in value && 'menuCode' in value
}

/** SPEC §2: the route's title, else 合同管理平台. */
export function documentTitle(handle: Pick<RouteHandle, 'title'>): string {
  return handle.title?.trim() || FALLBACK_TITLE
}
