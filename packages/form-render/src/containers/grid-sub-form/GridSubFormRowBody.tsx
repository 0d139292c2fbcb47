import type { Widget } from '@tandem/form-core'
import { WidgetList } from '../../render'

/** The content of one grid-sub-form row: its widgets in their own layout (row id from RowContext). */
export function GridSubFormRowBody({ widget }: { widget: Widget }) {
  return (
    <div className="tfr-grid-sub-form-row">
      <WidgetList owner={widget} widgets={widget.widgetList} />
    </div>
  )
}
