import { LockOutlined, UnlockOutlined } from '@ant-design/icons'
import { Button, Space, Tooltip, Typography } from 'antd'
import { OPERATE_SEAL, OPERATE_UNSEAL, SEAL_BATCH_MAX, type ContractRow, type OperateType } from '../../api'

interface BatchSealBarProps {
  /** The rows chosen, on any page. */
  selected: ContractRow[]
  onSeal(rows: ContractRow[], operateType: OperateType): void
  onClear(): void
}

/** Why a batch operation cannot start, or null when it can. */
export function batchRefusal(selected: readonly ContractRow[], operateType: OperateType): string | null {
  if (selected.length === 0) return '请先勾选记录'
  if (selected.length > SEAL_BATCH_MAX) return `一次最多操作 ${SEAL_BATCH_MAX} 条，当前已选 ${selected.length} 条`
  const sealing = operateType === OPERATE_SEAL
  const misfit = selected.find((row) => row.sealed === sealing)
  if (misfit) return sealing ? `${misfit.contractNo} 已封存，请取消勾选后再批量封存` : `${misfit.contractNo} 未封存，请取消勾选后再批量解封`
  return null
}

/** 已选 N 条 with 批量封存 and 批量解封 over the selected rows (one all-or-nothing operation each). */
export function BatchSealBar({ selected, onSeal, onClear }: BatchSealBarProps) {
  const sealRefusal = batchRefusal(selected, OPERATE_SEAL)
  const unsealRefusal = batchRefusal(selected, OPERATE_UNSEAL)
  return (
    <Space size={8} wrap>
      <Typography.Text role="status">{`已选 ${selected.length} 条`}</Typography.Text>
      <Tooltip title={sealRefusal}>
        <Button danger icon={<LockOutlined />} disabled={sealRefusal !== null} onClick={() => onSeal(selected, OPERATE_SEAL)}>
          批量封存
        </Button>
      </Tooltip>
      <Tooltip title={unsealRefusal}>
        <Button icon={<UnlockOutlined />} disabled={unsealRefusal !== null} onClick={() => onSeal(selected, OPERATE_UNSEAL)}>
          批量解封
        </Button>
      </Tooltip>
      {selected.length > 0 && (
        <Button type="link" onClick={onClear}>
          清空选择
        </Button>
      )}
    </Space>
  )
}
