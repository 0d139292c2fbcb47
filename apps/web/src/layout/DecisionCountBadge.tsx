import { Badge } from 'antd'
import type { ReactNode } from 'react'

/** The count of new approval results beside a menu entry's name. */
export default function DecisionCountBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Badge count={count} size="small" offset={[10, 0]} title={`${count} 条新的审批结果`}>
      {children}
    </Badge>
  )
}
