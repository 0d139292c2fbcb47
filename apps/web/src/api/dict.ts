import { queryOptions } from '@tanstack/react-query'
import type { UserSearch } from '@tandem/api-contract'
import { endpoints } from '@tandem/api-contract/endpoints'
import { call } from './call'

const { dictionaries } = endpoints

export const getDepartments = () => call(dictionaries.departments)
export const getUsers = (search: UserSearch = {}) => call(dictionaries.users, { query: search })
export const getBizTypes = () => call(dictionaries.bizTypes)
export const getContractTypes = () => call(dictionaries.contractTypes)
export const getContractStatuses = () => call(dictionaries.contractStatuses)

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
