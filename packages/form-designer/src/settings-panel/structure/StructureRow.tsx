import { MinusCircleOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import type { ReactNode } from 'react'

/** One child of a grid or tab: its editor and a remove button. */
export function StructureRow({ children, removeLabel, canRemove, onRemove }: { children: ReactNode; removeLabel: string; canRemove: boolean; onRemove: () => void }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 4, marginBottom: 4 }}>
      <div style={{ flex: 1 }}>{children}</div>
      <Button type="text" size="small" danger icon={<MinusCircleOutlined />} aria-label={removeLabel} disabled={!canRemove} onClick={onRemove} />
    </div>
  )
}
