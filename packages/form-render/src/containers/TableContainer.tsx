import type { Widget } from '@tandem/form-core'
import { useContainer } from '../hooks'
import { VFORM_CONTAINER_CLASS, VFORM_CONTAINER_WRAPPER_CLASS, VFORM_TABLE_CLASS, classNames } from '../style'
import { WidgetList } from '../render'
import { WidgetFrame, designHiddenProps, useDesignShell } from '../design'

const cssSize = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

function TableCell({ widget }: { widget: Widget }) {
  const cell = useContainer(widget.options.name)
  const design = useDesignShell() !== null
  const { options } = cell
  return (
    <td
      className={classNames(VFORM_CONTAINER_CLASS['table-cell'], options.wordBreak === true && 'tfr-word-break', cell.customClass)}
      colSpan={Number(options.colspan) || 1}
      rowSpan={Number(options.rowspan) || 1}
      data-widget-type="table-cell"
      data-widget-name={cell.name}
      {...designHiddenProps(cell.hidden, design)}
      style={{ width: cssSize(options.cellWidth), height: cssSize(options.cellHeight) }}
    >
      {(!cell.hidden || design) && (
        <WidgetFrame widget={widget}>
          <WidgetList owner={widget} widgets={widget.widgetList} />
        </WidgetFrame>
      )}
    </td>
  )
}

/** VForm table: rows of cells with colspan/rowspan; cells covered by a merge are skipped. */
export function TableContainer({ widget }: { widget: Widget }) {
  const table = useContainer(widget.options.name)
  const design = useDesignShell() !== null
  if (table.hidden && !design) return null
  return (
    <div className={classNames('tfr-table-wrap', VFORM_CONTAINER_WRAPPER_CLASS, VFORM_CONTAINER_CLASS.table, table.customClass)} data-widget-type="table" data-widget-name={table.name} {...designHiddenProps(table.hidden, design)}>
      <table className={`tfr-table ${VFORM_TABLE_CLASS}`}>
        <tbody>
          {(widget.rows ?? []).map((row) => (
            <tr key={row.id}>
              {row.cols
                .filter((cell) => cell.merged !== true)
                .map((cell) => (
                  <TableCell key={cell.id} widget={cell} />
                ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
