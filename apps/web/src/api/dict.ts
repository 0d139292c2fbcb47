import { queryOptions } from '@tanstack/react-query'
import { http } from './http'

const DICT = '/contracttandem/api/Dict'

export interface Department {
  id: number
  name: string
}

export interface UserOption {
  id: number
  account: string
  name: string
  departmentId: number
  departmentName: string
}

export interface DictEntry<V extends string | number = string> {
  value: V
  label: string
}

export interface UserSearch {
  departmentId?: number
  keyword?: string
}

async function read<T>(path: string, params?: object): Promise<T> {
  const response = await http.get<T>(`${DICT}/${path}`, { params })
  return response.data
}

export const getDepartments = () => read<Department[]>('Departments')
export const getUsers = (search: UserSearch = {}) => read<UserOption[]>('Users', search)
export const getBizTypes = () => read<DictEntry<number>[]>('BizTypes')
export const getContractTypes = () => read<DictEntry[]>('ContractTypes')
export const getContractStatuses = () => read<DictEntry[]>('ContractStatuses')

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
