import { HistoryOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons'
import { Button, Space, Tooltip } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { useState } from 'react'
import { OPERATE_SEAL, OPERATE_UNSEAL, type ContractRow } from '../../api'
import { ContractBrowser } from '../contract-list'
import { useMaySeal } from './hooks/useMaySeal'
import { useSealAction } from '../../shared'
import { SealHistoryDrawer } from './SealHistoryDrawer'

export function SafeKeepingPage() {
  const seal = useSealAction()
  const maySeal = useMaySeal()
  const [historyOf, setHistoryOf] = useState<ContractRow | null>(null)

  const actions: ColumnType<ContractRow> = {
    key: 'actions',
    title: '操作',
    fixed: 'right',
    width: 190,
    render: (_, row) => (
      <Space size={0}>
        <Tooltip title={maySeal(row) ? undefined : `只能封存或解封本部门的记录（该记录属于${row.department}）`}>
          {row.sealed ? (
            <Button
              type="link"
              size="small"
              icon={<UnlockOutlined />}
              disabled={!maySeal(row)}
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
              disabled={!maySeal(row)}
              onClick={() => seal.confirm(row, OPERATE_SEAL)}
            >
              封存
            </Button>
          )}
        </Tooltip>
        <Button type="link" size="small" icon={<HistoryOutlined />} onClick={() => setHistoryOf(row)}>
          封存记录
        </Button>
      </Space>
    ),
  }

  return (
    <>
      {seal.holder}
      <ContractBrowser
        title="合同封存"
        resultsTitle="合同列表"
        extraColumns={[actions]}
        rowOpensRecord={false}
        tableId="safeKeeping"
      />
      <SealHistoryDrawer contract={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  )
}
