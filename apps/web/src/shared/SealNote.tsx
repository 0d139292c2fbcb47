import { Typography } from 'antd'

interface SealNoteProps {
  reason: string
  archiveLocation: string
  /** 封存 or 解封: names the reason. */
  label: string
}

/** A seal operation's reason and archive location under its history line; nothing for operations recorded without them. */
export function SealNote({ reason, archiveLocation, label }: SealNoteProps) {
  if (!reason && !archiveLocation) return null
  return (
    <div>
      {reason && <Typography.Text type="secondary">{`${label}原因：${reason}`}</Typography.Text>}
      {archiveLocation && <Typography.Text type="secondary">{`${reason ? '；' : ''}档案位置：${archiveLocation}`}</Typography.Text>}
    </div>
  )
}
