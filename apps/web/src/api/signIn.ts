import type { UserInfo } from '@tandem/api-contract'
import { queryOptions } from '@tanstack/react-query'
import { http } from './http'

export const USER_INFO_URL = '/contracttandem/api/Authentication/GetUserInfo'

export async function getUserInfo(): Promise<UserInfo> {
  const response = await http.get<UserInfo>(USER_INFO_URL)
  return response.data
}

/** Fetched once per page load; a new sign-in reloads the page anyway. */
export const userInfoQuery = () =>
  queryOptions({ queryKey: ['auth', 'userInfo'], queryFn: getUserInfo, staleTime: Infinity })
