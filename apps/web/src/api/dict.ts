import { queryOptions } from '@tanstack/react-query'
import type {
  BizTypeOption,
  ContractStatusOption,
  ContractTypeOption,
  Department,
  UserOption,
  UserSearch,
} from '@tandem/api-contract'
import { http } from './http'

const DICT = '/contracttandem/api/Dict'

async function read<T>(path: string, params?: UserSearch): Promise<T> {
  const response = await http.get<T>(`${DICT}/${path}`, { params })
  return response.data
}

export const getDepartments = () => read<Department[]>('Departments')
export const getUsers = (search: UserSearch = {}) => read<UserOption[]>('Users', search)
export const getBizTypes = () => read<BizTypeOption[]>('BizTypes')
export const getContractTypes = () => read<ContractTypeOption[]>('ContractTypes')
export const getContractStatuses = () => read<ContractStatusOption[]>('ContractStatuses')

// Vocabularies change with a deployment only: one fetch per page load.
export const departmentsQuery = () =>
  queryOptions({ queryKey: ['dict', 'departments'], queryFn: getDepartments, staleTime: Infinity })
export const usersQuery = (search: UserSearch = {}) =>
  queryOptions({ queryKey: ['dict', 'users', search], queryFn: () => getUsers(search), staleTime: 60_000 })
export const bizTypesQuery = () =>
  queryOptions({ queryKey: ['dict', 'bizTypes'], queryFn: getBizTypes, staleTime: Infinity })
export const contractTypesQuery = () =>
  queryOptions({ queryKey: ['dict', 'contractTypes'], queryFn: getContractTypes, staleTime: Infinity })
export const contractStatusesQuery = () =>
  queryOptions({ queryKey: ['dict', 'contractStatuses'], queryFn: getContractStatuses, staleTime: Infinity })
