import { Flex, theme } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { contractListQuery } from '../../api'
import { ContractSearch } from './ContractSearch'
import { ContractTable } from './ContractTable'
import { failureText } from './failureText'
import { useListFilters } from './hooks/useListFilters'
import { PageCard } from './PageCard'

export function ContractListPage() {
  const { token } = theme.useToken()
  const [filters, setFilters] = useListFilters()
  const query = useQuery(contractListQuery(filters))

  return (
    <Flex vertical gap={token.marginMD}>
      <PageCard title="合同查询">
        <ContractSearch filters={filters} onChange={setFilters} />
      </PageCard>
      <PageCard title="查询结果">
        <ContractTable
          filters={filters}
          page={query.data}
          loading={query.isFetching}
          error={query.isError ? failureText(query.error) : null}
          onChange={setFilters}
        />
      </PageCard>
    </Flex>
  )
}
