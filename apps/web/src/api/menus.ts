import type { MenusAndCodes } from '@tandem/api-contract'
import { endpoints } from '@tandem/api-contract/endpoints'
import { queryOptions } from '@tanstack/react-query'
import { call } from './call'

export async function getUserMenus(systemId: string): Promise<MenusAndCodes> {
  const answer = await call(endpoints.menus.userMenus, { query: { SystemId: systemId } })
  const { menuList = [], menuCodeList = [] } = answer ?? {}
  return { menuList, menuCodeList }
}

/** A failed load is not repeated by every component that mounts to read it (each would toast again). */
export const userMenusQuery = (systemId: string) =>
  queryOptions({ queryKey: ['menus', systemId], queryFn: () => getUserMenus(systemId), staleTime: Infinity, retryOnMount: false })
