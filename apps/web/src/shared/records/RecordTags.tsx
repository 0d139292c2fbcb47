import { LockOutlined, UnlockOutlined } from '@ant-design/icons'
import { Tag } from 'antd'

// antd's status presets follow the theme tokens.
const STATUS_PRESETS: Record<string, string> = {
  draft: 'default',
  approving: 'warning',
  executing: 'processing',
  completed: 'success',
  terminated: 'error',
}

export function StatusTag({ status, label }: { status: string; label: string }) {
  return <Tag color={STATUS_PRESETS[status] ?? 'default'}>{label}</Tag>
}

/** 已封存 in the warning colour with a lock; 未封存 only where the state itself is the point (showUnsealed). */
export function SealTag({ sealed, showUnsealed = false }: { sealed: boolean; showUnsealed?: boolean }) {
  if (sealed) {
    return (
      <Tag color="warning" icon={<LockOutlined />}>
        已封存
      </Tag>
    )
  }
  return showUnsealed ? <Tag icon={<UnlockOutlined />}>未封存</Tag> : null
}

/** 已到期 in red, 即将到期 in orange: what needs attention first. */
export function ExpiryTag({ expiry, label }: { expiry: 'soon' | 'expired'; label: string }) {
  return <Tag color={expiry === 'expired' ? 'error' : 'warning'}>{label}</Tag>
}
