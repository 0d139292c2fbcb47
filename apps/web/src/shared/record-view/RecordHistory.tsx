import { Empty, Timeline, Typography } from 'antd'
import type { HistoryEntry } from '../../api'
import { formatDateTime } from '../format'
import { SealNote } from '../SealNote'

// antd's named timeline colours follow the theme tokens.
const ACTION_COLORS: Record<string, 'green' | 'red' | 'blue' | 'gray'> = {
  created: 'green',
  sealed: 'red',
  unsealed: 'blue',
}

const SEAL_ACTIONS = new Set(['sealed', 'unsealed'])
const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

/** The record's history, newest first; seal operations with their reason and archive location. */
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
            {SEAL_ACTIONS.has(entry.action) && (
              <SealNote reason={textOf(entry.detail.reason)} archiveLocation={textOf(entry.detail.archiveLocation)} label={entry.actionName} />
            )}
          </>
        ),
      }))}
    />
  )
}
