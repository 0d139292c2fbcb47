import { useQuery } from '@tanstack/react-query'
import { ApiError, userInfoQuery, userMenusQuery } from '../api'
import { ErrorPage, PageLoading } from '../chunks'
import { tandemConfig } from '../config'
import { routeTable, type RouteEntry } from '../routes'
import { AppRouter } from './AppRouter'

function StartFailure({ error, title, onRetry }: { error: Error; title: string; onRetry: () => void }) {
  if (error instanceof ApiError && error.outcome.kind === 'sign-in') return <PageLoading tip="正在跳转到登录页…" fullScreen />
  return <ErrorPage error={error} title={title} onRetry={onRetry} />
}

/**
 * SPEC §4 application start: user info first; only once it is there ("authorization finished")
 * the suite's and the user's menus load; then the router is built from the permitted codes.
 */
export function AppStart({ routes = routeTable }: { routes?: readonly RouteEntry[] }) {
  const user = useQuery(userInfoQuery())
  const authorized = user.isSuccess
  const contractMenus = useQuery({ ...userMenusQuery(tandemConfig.contractSystemId), enabled: authorized })
  // Started here, read by the top bar; the routes do not wait for it.
  useQuery({ ...userMenusQuery(tandemConfig.suiteSystemId), enabled: authorized })

  if (user.isError) return <StartFailure error={user.error} title="无法加载用户信息" onRetry={() => void user.refetch()} />
  if (contractMenus.isError) return <StartFailure error={contractMenus.error} title="无法加载菜单" onRetry={() => void contractMenus.refetch()} />
  if (!contractMenus.isSuccess) return <PageLoading tip="正在加载…" fullScreen />
  return <AppRouter routes={routes} menuCodes={contractMenus.data.menuCodeList} />
}
