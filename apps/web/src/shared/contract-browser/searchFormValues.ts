import dayjs, { type Dayjs } from 'dayjs'
import type { BizType, ContractListFilters, ContractStatus, ContractType, ExpiryState } from '../../api'

/** The search form's fields; dates as a range, the seal state as a select value. */
export interface SearchFormValues {
  keyword?: string
  bizType?: BizType
  contractType?: ContractType
  status?: ContractStatus
  departmentId?: number
  signDate?: [Dayjs | null, Dayjs | null] | null
  amountMin?: number | null
  amountMax?: number | null
  sealed?: 'true' | 'false'
  expiry?: ExpiryState
}

type SearchPart = Omit<ContractListFilters, 'pageIndex' | 'pageSize' | 'sortField' | 'sortOrder'>

export function formValuesOf(filters: ContractListFilters): SearchFormValues {
  const { signDateFrom, signDateTo, sealed } = filters
  return {
    keyword: filters.keyword,
    bizType: filters.bizType,
    contractType: filters.contractType,
    status: filters.status,
    departmentId: filters.departmentId,
    signDate:
      signDateFrom || signDateTo
        ? [signDateFrom ? dayjs(signDateFrom) : null, signDateTo ? dayjs(signDateTo) : null]
        : null,
    amountMin: filters.amountMin,
    amountMax: filters.amountMax,
    sealed: sealed === undefined ? undefined : sealed ? 'true' : 'false',
    expiry: filters.expiry,
  }
}

const present = <T>(value: T | null | undefined): T | undefined =>
  value === null || value === '' ? undefined : value

export function searchOf(values: SearchFormValues): SearchPart {
  const [from, to] = values.signDate ?? [null, null]
  return {
    keyword: present(values.keyword?.trim()),
    bizType: present(values.bizType),
    contractType: present(values.contractType),
    status: present(values.status),
    departmentId: present(values.departmentId),
    signDateFrom: from?.format('YYYY-MM-DD'),
    signDateTo: to?.format('YYYY-MM-DD'),
    amountMin: present(values.amountMin),
    amountMax: present(values.amountMax),
    sealed: values.sealed === undefined ? undefined : values.sealed === 'true',
    expiry: present(values.expiry),
  }
}
