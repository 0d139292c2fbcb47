import { createContext, use, type ReactNode } from 'react'

/** The breadcrumb a workspace page shows in its own toolbar (the layout draws no card there). */
export const PageBreadcrumbContext = createContext<ReactNode>(null)

/** The current route's breadcrumb as one line, on a workspace page; null elsewhere (the layout shows its card). */
export function usePageBreadcrumb(): ReactNode {
  return use(PageBreadcrumbContext)
}
