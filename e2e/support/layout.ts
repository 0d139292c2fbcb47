import type { Page } from '@playwright/test'

/** The collapsible side menu (the layout's only complementary landmark). */
export const sideMenu = (page: Page) => page.locator('aside')

/** The 当前所在位置： card. */
export const breadcrumbCard = (page: Page) => page.getByRole('main').getByRole('navigation').filter({ hasText: '当前所在位置：' })

/** The top bar's links to the suite's systems, inside the header. */
export const suiteLinks = (page: Page) => page.getByRole('banner').getByRole('link')
