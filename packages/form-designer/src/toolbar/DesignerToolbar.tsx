import { RedoOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons'
import { Button, Space, Tooltip } from 'antd'
import type { ReactNode } from 'react'
import { useDesignerModel, useHistoryState, useReport } from '../hooks'
import { useDesignerText } from '../messages'

export interface DesignerToolbarProps {
  onSave: () => void
  /** tools placed after undo/redo (device switch, outline tree, ...) */
  start?: ReactNode
  /** tools placed before 保存 (preview, import/export, ...) */
  end?: ReactNode
}

/** Undo and redo (disabled when there is nothing to do), the host's tools, and 保存. */
export function DesignerToolbar({ onSave, start, end }: DesignerToolbarProps) {
  const messages = useDesignerText()
  const model = useDesignerModel()
  const report = useReport()
  const history = useHistoryState(model.store)
  return (
    <div className="tfd-toolbar" role="toolbar" aria-label={messages.toolbar.label}>
      <Space size={4} wrap>
        <Tooltip title={messages.toolbar.undo}>
          <Button type="text" icon={<UndoOutlined />} aria-label={messages.toolbar.undo} disabled={!history.canUndo} onClick={() => report(model.undo())} />
        </Tooltip>
        <Tooltip title={messages.toolbar.redo}>
          <Button type="text" icon={<RedoOutlined />} aria-label={messages.toolbar.redo} disabled={!history.canRedo} onClick={() => report(model.redo())} />
        </Tooltip>
        {start}
      </Space>
      <Space size={4} wrap>
        {end}
        <Button type="primary" icon={<SaveOutlined />} onClick={onSave}>
          {messages.toolbar.save}
        </Button>
      </Space>
    </div>
  )
}
