import type { MenusAndCodes, MenusQuery } from '@tandem/api-contract'
import { queryOptions } from '@tanstack/react-query'
import { http } from './http'

export const USER_MENUS_URL = '/unifiedauth/api/Frontend/GetUserMenusAndCodes'

export async function getUserMenus(systemId: string): Promise<MenusAndCodes> {
  const response = await http.get<MenusAndCodes>(USER_MENUS_URL, { params: { SystemId: systemId } satisfies MenusQuery })
  const { menuList = [], menuCodeList = [] } = response.data ?? {}
  return { menuList, menuCodeList }
}

/** A failed load is not repeated by every component that mounts to read it (each would toast again). */
export const userMenusQuery = (systemId: string) =>
  queryOptions({ queryKey: ['menus', systemId], queryFn: () => getUserMenus(systemId), staleTime: Infinity, retryOnMount: false })
