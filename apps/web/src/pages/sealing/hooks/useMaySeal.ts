import { useQuery } from '@tanstack/react-query'
import { userInfoQuery, type ContractRow } from '../../../api'

const ADMIN_ROLE = 'admin'

/**
 * Whether the signed-in user may seal or unseal a row: its department's records, or any for admin
 * (the server's rule; a grant only lets its grantee read). Nothing while the user is unknown.
 */
export function useMaySeal(): (row: ContractRow) => boolean {
  const user = useQuery(userInfoQuery()).data
  return (row) => !!user && (user.roles.includes(ADMIN_ROLE) || String(row.departmentId) === String(user.departmentId))
}
