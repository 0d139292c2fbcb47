import { Select, Spin } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { contractListQuery } from '../../api'
import { useDebouncedValue } from './hooks/useDebouncedValue'

export interface PickedContract {
  value: number
  label: string
}

interface ContractPickerProps {
  id?: string
  value?: PickedContract[]
  onChange?(value: PickedContract[]): void
}

const SEARCH_DELAY_MS = 300

/** Multiple contracts the user may see, found by number, name or counterparty. */
export function ContractPicker({ id, value, onChange }: ContractPickerProps) {
  const [keyword, setKeyword] = useState('')
  const settled = useDebouncedValue(keyword.trim(), SEARCH_DELAY_MS)
  const query = useQuery(contractListQuery({ keyword: settled || undefined, pageIndex: 1, pageSize: 20 }))
  const options = query.data?.list.map((row) => ({
    value: row.id,
    label: `${row.contractNo} ${row.contractName}`,
  }))
  return (
    <Select<PickedContract[]>
      id={id}
      mode="multiple"
      labelInValue
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      onChange={onChange}
      options={options}
      maxCount={50}
      placeholder="输入合同编号、名称或相对方搜索"
      notFoundContent={query.isFetching ? <Spin size="small" /> : '没有可选的合同'}
    />
  )
}
