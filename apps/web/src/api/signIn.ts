import type { UserInfo } from '@tandem/api-contract'
import { endpoints } from '@tandem/api-contract/endpoints'
import { queryOptions } from '@tanstack/react-query'
import { call } from './call'

export function getUserInfo(): Promise<UserInfo> {
  return call(endpoints.signIn.userInfo)
}

/** Fetched once per page load; a new sign-in reloads the page anyway. */
export const userInfoQuery = () =>
  queryOptions({ queryKey: ['auth', 'userInfo'], queryFn: getUserInfo, staleTime: Infinity })
