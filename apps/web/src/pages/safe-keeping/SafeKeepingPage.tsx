import { HistoryOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons'
import { Button, Flex, Space, theme } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { contractListQuery, OPERATE_SEAL, OPERATE_UNSEAL, type ContractRow } from '../../api'
import { ContractSearch, ContractTable, failureText, PageCard, useListFilters } from '../contract-list'
import { useSealAction } from './hooks/useSealAction'
import { SealHistoryDrawer } from './SealHistoryDrawer'

export function SafeKeepingPage() {
  const { token } = theme.useToken()
  const [filters, setFilters] = useListFilters()
  const query = useQuery(contractListQuery(filters))
  const seal = useSealAction()
  const [historyOf, setHistoryOf] = useState<ContractRow | null>(null)

  const actions: ColumnType<ContractRow> = {
    key: 'actions',
    title: '操作',
    fixed: 'right',
    width: 190,
    render: (_, row) => (
      <Space size={0}>
        {row.sealed ? (
          <Button
            type="link"
            size="small"
            icon={<UnlockOutlined />}
            onClick={() => seal.confirm(row, OPERATE_UNSEAL)}
          >
            解封
          </Button>
        ) : (
          <Button
            type="link"
            size="small"
            danger
            icon={<LockOutlined />}
            onClick={() => seal.confirm(row, OPERATE_SEAL)}
          >
            封存
          </Button>
        )}
        <Button type="link" size="small" icon={<HistoryOutlined />} onClick={() => setHistoryOf(row)}>
          封存记录
        </Button>
      </Space>
    ),
  }

  return (
    <Flex vertical gap={token.marginMD}>
      {seal.holder}
      <PageCard title="合同封存">
        <ContractSearch filters={filters} onChange={setFilters} />
      </PageCard>
      <PageCard title="合同列表">
        <ContractTable
          filters={filters}
          page={query.data}
          loading={query.isFetching}
          error={query.isError ? failureText(query.error) : null}
          onChange={setFilters}
          extraColumns={[actions]}
          rowOpensRecord={false}
        />
      </PageCard>
      <SealHistoryDrawer contract={historyOf} onClose={() => setHistoryOf(null)} />
    </Flex>
  )
}
