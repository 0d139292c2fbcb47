import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  InsertRowBelowOutlined,
  InsertRowRightOutlined,
  MinusSquareOutlined,
  PlusSquareOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons'
import type { Widget } from '@tandem/form-core'
import { Button, Tooltip } from 'antd'
import type { MouseEvent, ReactNode } from 'react'
import { useDesignerModel, useFormJson, useReport } from '../hooks'
import { useDesignerText, type DesignerMessages } from '../messages'
import type { CommandResult, WidgetCommand } from '../model'
import { TableCellMenu } from './TableCellMenu'

function ActionButton({ label, icon, disabled, onRun }: { label: string; icon: ReactNode; disabled?: boolean; onRun: () => CommandResult }) {
  const report = useReport()
  const click = (event: MouseEvent) => {
    event.stopPropagation()
    report(onRun())
  }
  return (
    <Tooltip title={label}>
      <Button size="small" type="primary" icon={icon} aria-label={label} disabled={disabled} onClick={click} />
    </Tooltip>
  )
}

// each command's label is the action text of the same key
const COMMANDS: readonly { command: WidgetCommand & keyof DesignerMessages['actions']; icon: ReactNode }[] = [
  { command: 'selectParent', icon: <VerticalAlignTopOutlined /> },
  { command: 'moveUp', icon: <ArrowUpOutlined /> },
  { command: 'moveDown', icon: <ArrowDownOutlined /> },
  { command: 'clone', icon: <CopyOutlined /> },
  { command: 'remove', icon: <DeleteOutlined /> },
]

/** Commands a container type adds before the common ones. */
function ContainerActions({ widget }: { widget: Widget }) {
  const messages = useDesignerText()
  const model = useDesignerModel()
  switch (widget.type) {
    case 'grid':
      return <ActionButton label={messages.actions.addGridCol} icon={<PlusSquareOutlined />} onRun={() => model.addGridCol(widget.id)} />
    case 'tab':
      return (
        <>
          <ActionButton label={messages.actions.addTabPane} icon={<PlusSquareOutlined />} onRun={() => model.addTabPane(widget.id)} />
          <ActionButton
            label={messages.actions.removeTabPane}
            icon={<MinusSquareOutlined />}
            disabled={(widget.tabs?.length ?? 0) < 2}
            onRun={() => model.removeActivePane(widget.id)}
          />
        </>
      )
    case 'table':
      return (
        <>
          <ActionButton label={messages.actions.appendRow} icon={<InsertRowBelowOutlined />} onRun={() => model.tableOperation('appendRow', widget.id)} />
          <ActionButton label={messages.actions.appendColumn} icon={<InsertRowRightOutlined />} onRun={() => model.tableOperation('appendColumn', widget.id)} />
        </>
      )
    case 'table-cell':
      return <TableCellMenu cellId={widget.id} />
    default:
      return null
  }
}

/** The selected widget's action bar (VForm's tooltips as accessible names). */
export function ActionBar({ widget }: { widget: Widget }) {
  const messages = useDesignerText()
  const model = useDesignerModel()
  // enablement (move up/down, parent) depends on the rest of the form; one bar is mounted at a time
  useFormJson(model.store)
  return (
    <div className="tfd-action-bar" role="toolbar" aria-label={widget.options.name}>
      <ContainerActions widget={widget} />
      {COMMANDS.filter(({ command }) => command !== 'remove' || widget.type !== 'table-cell').map(({ command, icon }) => (
        <ActionButton key={command} label={messages.actions[command]} icon={icon} disabled={!model.canRun(command, widget.id)} onRun={() => model.run(command)} />
      ))}
    </div>
  )
}
