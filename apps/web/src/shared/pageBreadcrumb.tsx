import { createContext, use, type ReactNode } from 'react'

/** Another wording of the breadcrumb's label and crumbs (keyed by their Chinese title); a crumb not listed keeps its title. */
export interface BreadcrumbWords {
  label: string
  titles: Readonly<Record<string, string>>
}

/** Draws the breadcrumb a workspace page shows in its own toolbar (the layout draws no card there). */
export const PageBreadcrumbContext = createContext<((words?: BreadcrumbWords) => ReactNode) | null>(null)

/**
 * The current route's breadcrumb as one line, on a workspace page; null elsewhere (the layout shows its
 * card). `words` puts the label and crumbs in the page's own words (a designer showing en-US).
 */
export function usePageBreadcrumb(words?: BreadcrumbWords): ReactNode {
  return use(PageBreadcrumbContext)?.(words) ?? null
}
