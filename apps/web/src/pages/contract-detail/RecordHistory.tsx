import { Empty, Timeline, Typography } from 'antd'
import type { HistoryEntry } from '../../api'
import { formatDateTime } from '../contract-list'

// antd's named timeline colours follow the theme tokens.
const ACTION_COLORS: Record<string, 'green' | 'red' | 'blue' | 'gray'> = {
  created: 'green',
  sealed: 'red',
  unsealed: 'blue',
}

/** The record's history, newest first. */
export function RecordHistory({ history }: { history: HistoryEntry[] }) {
  if (history.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无记录" />
  return (
    <Timeline
      items={history.map((entry) => ({
        key: entry.id,
        color: ACTION_COLORS[entry.action] ?? 'gray',
        title: formatDateTime(entry.createdAt),
        content: (
          <>
            <Typography.Text strong>{entry.actionName}</Typography.Text>
            <Typography.Text type="secondary">{` · ${entry.actorName || '系统'}`}</Typography.Text>
          </>
        ),
      }))}
    />
  )
}
