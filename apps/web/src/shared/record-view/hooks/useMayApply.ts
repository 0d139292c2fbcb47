import { menuCodes } from '@tandem/api-contract/vocabulary'
import { useQuery } from '@tanstack/react-query'
import { userMenusQuery } from '../../../api'
import { tandemConfig } from '../../../config'

/** Whether the user holds 合同授权 (qxsq) and so applies for access himself. */
export function useMayApply(): boolean {
  const menus = useQuery(userMenusQuery(tandemConfig.contractSystemId))
  return menus.data?.menuCodeList.includes(menuCodes.accessApplications) ?? false
}
