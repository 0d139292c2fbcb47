import { menuCodes } from '@tandem/api-contract/vocabulary'
import { VISUALLY_HIDDEN } from '@tandem/form-render/visually-hidden'
import { Layout, theme } from 'antd'
import { useMemo } from 'react'
import { Outlet } from 'react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { userInfoQuery, userMenusQuery } from '../api'
import { tandemConfig } from '../config'
import { useRouteHandle } from '../route-meta'
import { FALLBACK_TITLE } from '../routes'
// The shell takes shared modules through their own faces: the shared barrel would pull every
// page's shared code (the contract browser and its antd components) into the entry chunk.
import { useUnseenDecisions } from '../shared/decisions'
import { AppHeader } from './AppHeader'
import { BreadcrumbCard } from './BreadcrumbCard'
import { PageBreadcrumbContext } from '../shared/pageBreadcrumb'
import { SideMenu } from './SideMenu'
import { completeTopBar } from './suiteTopBar'
import { useDocumentTitle } from './useDocumentTitle'
import { useMenuCollapsed } from './useMenuCollapsed'
import { useScrollReset } from './useScrollReset'
import { visibleMenuItems } from './visibleMenuItems'

/** A workspace page fills the content box; it scrolls inside itself. */
const WORKSPACE_CONTENT = { minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column', overflow: 'hidden' } as const

/**
 * Header, suite top bar, side menu and breadcrumb around the current page. A workspace page (the form
 * designer) gets the window below the header: the menu starts folded away, no padding, and the
 * breadcrumb goes to the page as one line (usePageBreadcrumb).
 */
export function AppLayout() {
  const { token } = theme.useToken()
  const handle = useRouteHandle()
  const workspace = handle.workspace === true
  const [collapsed, toggleCollapsed] = useMenuCollapsed(workspace)
  // Both are in the cache already: the application start loads them before the router exists.
  const { data: user } = useSuspenseQuery(userInfoQuery())
  const { data: contractMenus } = useSuspenseQuery(userMenusQuery(tandemConfig.contractSystemId))
  const suiteMenus = useQuery(userMenusQuery(tandemConfig.suiteSystemId))
  useDocumentTitle(handle.title)
  useScrollReset()

  const unseenDecisions = useUnseenDecisions()
  const badges = useMemo(() => new Map([[menuCodes.accessApplications, unseenDecisions]]), [unseenDecisions])
  const sideItems = useMemo(() => visibleMenuItems(contractMenus.menuList), [contractMenus])
  const topBar = useMemo(() => (suiteMenus.isPending ? [] : completeTopBar(suiteMenus.data?.menuList ?? [])), [suiteMenus.isPending, suiteMenus.data])

  return (
    <Layout style={workspace ? { height: '100vh' } : { minHeight: '100vh' }}>
      <AppHeader user={user} topBar={topBar} collapsed={collapsed} onToggle={toggleCollapsed} />
      <Layout style={workspace ? { minHeight: 0 } : undefined}>
        <SideMenu items={sideItems} collapsed={collapsed} foldAway={workspace} selectedCode={handle.menuCode} badges={badges} />
        <Layout.Content style={workspace ? WORKSPACE_CONTENT : { padding: token.paddingLG, minWidth: 0 }}>
          {/* Every page has one first-level heading: the route's title, for assistive technology. */}
          <h1 style={VISUALLY_HIDDEN}>{handle.title?.trim() ? `${handle.title} - ${FALLBACK_TITLE}` : FALLBACK_TITLE}</h1>
          {workspace ? (
            <PageBreadcrumbContext value={(words) => <BreadcrumbCard trail={handle.breadcrumb} inline words={words} />}>
              <Outlet />
            </PageBreadcrumbContext>
          ) : (
            <>
              <BreadcrumbCard trail={handle.breadcrumb} />
              <Outlet />
            </>
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  )
}
