import { Flex, theme } from 'antd'
import type { ColumnType } from 'antd/es/table'
import type { TableRowSelection } from 'antd/es/table/interface'
import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { contractListQuery, failureText, type ContractRow } from '../../api'
import { ContractSearch } from './ContractSearch'
import { ContractTable } from './ContractTable'
import { useListFilters } from './hooks/useListFilters'
import { PageCard } from '../PageCard'

interface ContractBrowserProps {
  /** The page's heading, over the search card. */
  title: string
  resultsTitle: string
  extraColumns?: ColumnType<ContractRow>[]
  rowOpensRecord?: boolean
  /** Names the table's settings kept per user. */
  tableId: string
  rowSelection?: TableRowSelection<ContractRow>
  toolbarStart?: ReactNode
}

/**
 * When the application opens on a list, the start asks for it before this page renders (the
 * route's prefetch); an answer that fresh is shown, not asked for again as the page mounts.
 */
const JUST_FETCHED_MS = 3_000

/** Search card and result table over GetContractList, the filters in the URL query. */
export function ContractBrowser({ title, resultsTitle, extraColumns, rowOpensRecord, tableId, rowSelection, toolbarStart }: ContractBrowserProps) {
  const { token } = theme.useToken()
  const [filters, setFilters] = useListFilters()
  const query = useQuery({ ...contractListQuery(filters), staleTime: JUST_FETCHED_MS })

  return (
    <Flex vertical gap={token.marginMD}>
      <PageCard title={title}>
        <ContractSearch filters={filters} onChange={setFilters} />
      </PageCard>
      <PageCard title={resultsTitle}>
        <ContractTable
          filters={filters}
          page={query.data}
          loading={query.isFetching}
          error={query.isError ? failureText(query.error) : null}
          onChange={setFilters}
          extraColumns={extraColumns}
          rowOpensRecord={rowOpensRecord}
          tableId={tableId}
          onRefresh={() => void query.refetch()}
          rowSelection={rowSelection}
          toolbarStart={toolbarStart}
        />
      </PageCard>
    </Flex>
  )
}
