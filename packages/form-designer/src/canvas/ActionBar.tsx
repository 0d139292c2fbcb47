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
import { memo, type MouseEvent, type ReactNode } from 'react'
import { useDesignerModel, useReport, useStoreSelector } from '../hooks'
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
function ContainerActions({ widgetId, type, paneCount }: { widgetId: string; type: string; paneCount: number }) {
  const messages = useDesignerText()
  const model = useDesignerModel()
  switch (type) {
    case 'grid':
      return <ActionButton label={messages.actions.addGridCol} icon={<PlusSquareOutlined />} onRun={() => model.addGridCol(widgetId)} />
    case 'tab':
      return (
        <>
          <ActionButton label={messages.actions.addTabPane} icon={<PlusSquareOutlined />} onRun={() => model.addTabPane(widgetId)} />
          <ActionButton label={messages.actions.removeTabPane} icon={<MinusSquareOutlined />} disabled={paneCount < 2} onRun={() => model.removeActivePane(widgetId)} />
        </>
      )
    case 'table':
      return (
        <>
          <ActionButton label={messages.actions.appendRow} icon={<InsertRowBelowOutlined />} onRun={() => model.tableOperation('appendRow', widgetId)} />
          <ActionButton label={messages.actions.appendColumn} icon={<InsertRowRightOutlined />} onRun={() => model.tableOperation('appendColumn', widgetId)} />
        </>
      )
    case 'table-cell':
      return <TableCellMenu cellId={widgetId} />
    default:
      return null
  }
}

/** Which of the common commands can run for the widget now, as a key that stays equal while they do not change. */
function useEnabledCommands(id: string): string {
  const model = useDesignerModel()
  return useStoreSelector(model.store, () => COMMANDS.map(({ command }) => (model.canRun(command, id) ? '1' : '0')).join(''))
}

// Memoised on what it shows, so a property edit of the widget does not render its buttons again.
const ActionButtons = memo(function ActionButtons({ widgetId, type, name, paneCount }: { widgetId: string; type: string; name: string; paneCount: number }) {
  const messages = useDesignerText()
  const model = useDesignerModel()
  // enablement (move up/down, parent) depends on the rest of the form; one bar is mounted at a time
  const enabled = useEnabledCommands(widgetId)
  return (
    <div className="tfd-action-bar" role="toolbar" aria-label={name}>
      <ContainerActions widgetId={widgetId} type={type} paneCount={paneCount} />
      {COMMANDS.map(({ command, icon }, index) =>
        command === 'remove' && type === 'table-cell' ? null : (
          <ActionButton key={command} label={messages.actions[command]} icon={icon} disabled={enabled[index] !== '1'} onRun={() => model.run(command)} />
        ),
      )}
    </div>
  )
})

/** The selected widget's action bar (VForm's tooltips as accessible names). */
export function ActionBar({ widget }: { widget: Widget }) {
  return <ActionButtons widgetId={widget.id} type={widget.type} name={widget.options.name} paneCount={widget.tabs?.length ?? 0} />
}
