import { RedoOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons'
import { Button, Space, Tooltip } from 'antd'
import type { ReactNode } from 'react'
import { useDesignerModel, useHistoryState, useReport } from '../hooks'
import { useDesignerText } from '../messages'
import { PanelFoldButton } from '../panels'

export interface DesignerToolbarProps {
  onSave: () => void
  /** first, after the palette's fold button: the host page's breadcrumb and title */
  lead?: ReactNode
  /** tools placed after undo/redo (device switch, outline tree, ...) */
  start?: ReactNode
  /** tools placed before 保存 (preview, import/export, ...) */
  end?: ReactNode
}

/** The panels' fold buttons at either end, the host's lead, undo and redo (disabled when there is nothing to do), the host's tools, and 保存. */
export function DesignerToolbar({ onSave, lead, start, end }: DesignerToolbarProps) {
  const messages = useDesignerText()
  const model = useDesignerModel()
  const report = useReport()
  const history = useHistoryState(model.store)
  return (
    <div className="tfd-toolbar" role="toolbar" aria-label={messages.toolbar.label}>
      <Space size={4} wrap>
        <PanelFoldButton side="left" />
        {lead && <div className="tfd-toolbar-lead">{lead}</div>}
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
        <PanelFoldButton side="right" />
      </Space>
    </div>
  )
}
