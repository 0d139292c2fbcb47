import { HistoryOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons'
import { Button, Space, Tooltip } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { useState } from 'react'
import { OPERATE_SEAL, OPERATE_UNSEAL, type ContractRow } from '../../api'
import { ContractBrowser, useSealAction } from '../../shared'
import { BatchSealBar } from './BatchSealBar'
import { useMaySeal } from './hooks/useMaySeal'
import { SealHistoryDrawer } from './SealHistoryDrawer'

export function SealingPage() {
  const seal = useSealAction()
  const maySeal = useMaySeal()
  const [historyOf, setHistoryOf] = useState<ContractRow | null>(null)
  // Selected rows by id, kept while paging and filtering, so a batch can span pages.
  const [selected, setSelected] = useState<ReadonlyMap<number, ContractRow>>(new Map())

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
              onClick={() => seal.confirm([row], OPERATE_UNSEAL)}
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
              onClick={() => seal.confirm([row], OPERATE_SEAL)}
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
        rowSelection={{
          selectedRowKeys: [...selected.keys()],
          preserveSelectedRowKeys: true,
          // A select-all box in the header would also sit in the table's aria-hidden measure row
          // (a focusable element there fails axe); rows are chosen one by one.
          hideSelectAll: true,
          columnTitle: '选择',
          columnWidth: 64,
          getCheckboxProps: (row) => ({ disabled: !maySeal(row), 'aria-label': `选择 ${row.contractNo}` }),
          onChange: (keys, rows) =>
            setSelected((before) => {
              const next = new Map<number, ContractRow>()
              for (const key of keys) {
                const row = rows.find((candidate) => candidate?.id === key) ?? before.get(Number(key))
                if (row) next.set(row.id, row)
              }
              return next
            }),
        }}
        toolbarStart={
          <BatchSealBar
            selected={[...selected.values()]}
            onSeal={(rows, operateType) => seal.confirm(rows, operateType, () => setSelected(new Map()))}
            onClear={() => setSelected(new Map())}
          />
        }
      />
      <SealHistoryDrawer contract={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  )
}
