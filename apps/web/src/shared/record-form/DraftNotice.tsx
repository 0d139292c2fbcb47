import { Alert, Button, Space } from 'antd'
import { formatDateTime } from '../format'

interface DraftNoticeProps {
  updatedAt: string
  onRestore: () => void
  onDiscard: () => void
}

/** Offers the user's unsaved draft of this record back. */
export function DraftNotice({ updatedAt, onRestore, onDiscard }: DraftNoticeProps) {
  return (
    <Alert
      type="info"
      showIcon
      title={`您有 ${formatDateTime(updatedAt)} 自动保存的未提交草稿。`}
      action={
        <Space>
          <Button size="small" type="primary" onClick={onRestore}>
            恢复草稿
          </Button>
          <Button size="small" onClick={onDiscard}>
            丢弃草稿
          </Button>
        </Space>
      }
    />
  )
}
