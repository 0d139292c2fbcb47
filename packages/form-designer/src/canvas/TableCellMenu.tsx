import { TableOutlined } from '@ant-design/icons'
import { Button, Dropdown, type MenuProps } from 'antd'
import { useState } from 'react'
import { useDesignerModel, useReport } from '../hooks'
import { useDesignerText } from '../messages'
import type { TableOperation } from '../model'

/** The cell menu in VForm's order; dividers between insert, merge, split and delete. */
type CellOperation = Exclude<TableOperation, 'appendRow' | 'appendColumn'>

const CELL_OPERATIONS: readonly (CellOperation | 'divider')[] = [
  'insertColumnLeft',
  'insertColumnRight',
  'insertRowAbove',
  'insertRowBelow',
  'divider',
  'mergeLeft',
  'mergeRight',
  'mergeRow',
  'divider',
  'mergeAbove',
  'mergeBelow',
  'mergeColumn',
  'divider',
  'splitRow',
  'splitColumn',
  'divider',
  'deleteColumn',
  'deleteRow',
]

/** The table-cell menu: each operation disabled when the store would refuse it for this cell. */
export function TableCellMenu({ cellId }: { cellId: string }) {
  const messages = useDesignerText()
  const model = useDesignerModel()
  const report = useReport()
  const [open, setOpen] = useState(false)
  // enablement is worked out when the menu opens, not on every render of the cell
  const items: MenuProps['items'] = open
    ? CELL_OPERATIONS.map((operation, index) =>
        operation === 'divider'
          ? { type: 'divider', key: `divider-${index}` }
          : { key: operation, label: messages.table[operation], disabled: !model.canTableOperation(operation, cellId) },
      )
    : []
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{ items, onClick: ({ key, domEvent }) => (domEvent.stopPropagation(), report(model.tableOperation(key as CellOperation, cellId))) }}
    >
      <Button size="small" type="primary" icon={<TableOutlined />} aria-label={messages.actions.cellMenu} title={messages.actions.cellMenu} onClick={(event) => event.stopPropagation()} />
    </Dropdown>
  )
}
