import type { RouteEntry } from '../routes'

export interface Crumb {
  title: string
  /** The section's landing page; the current page (the last crumb) has none. */
  path?: string
}

/**
 * The crumbs of `trail`, each but the last linked to the route whose own trail ends there
 * (合同管理 → 合同查询, 表单管理 → 表单管理), so the crumbs lead where their words say.
 */
export function breadcrumbTrail(trail: readonly string[], routes: readonly Pick<RouteEntry, 'path' | 'breadcrumb'>[]): Crumb[] {
  return trail.map((title, index) => {
    if (index === trail.length - 1) return { title }
    const prefix = trail.slice(0, index + 1)
    const landing = routes.find((route) => route.breadcrumb?.length === prefix.length && route.breadcrumb.every((crumb, i) => crumb === prefix[i]))
    return landing ? { title, path: landing.path } : { title }
  })
}
