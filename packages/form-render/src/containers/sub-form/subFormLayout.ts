import type { Widget } from '@tandem/form-core'
import { gridRowWidget } from '../grid-sub-form'

export const ROW_NUMBER_WIDTH = '50px'
/** VForm's action column: its 120 px plus the gaps between its inline blocks. */
export const ACTION_WIDTH = '128px'
/** More rows than this are windowed (only the rows in view are mounted). */
export const VIRTUAL_ROW_THRESHOLD = 30
export const VIRTUAL_VIEWPORT_PX = 480
export const ESTIMATED_ROW_PX = 48

export interface SubFormLayout {
  columns: readonly Widget[]
  showRowNumber: boolean
  actionsLeft: boolean
  /** The row number sits in the left action column, after the buttons (VForm's layout). */
  numberInActions: boolean
  template: string
}

/**
 * Grid columns of a sub-form: row number, actions (left or right), one per field (columnWidth).
 * With actions on the left the number shares their column, as in VForm, so fields start where
 * VForm's do.
 */
export function subFormLayout(widget: Widget, options: Widget['options'], showActions: boolean): SubFormLayout {
  const columns = widget.type === 'grid-sub-form' ? [gridRowWidget(widget)] : (widget.widgetList ?? [])
  const showRowNumber = options.showRowNumber !== false
  const actionsLeft = options.actionColumnPosition !== 'right'
  const numberInActions = showRowNumber && showActions && actionsLeft
  const fields = columns.map((column) => (typeof column.options.columnWidth === 'string' && column.options.columnWidth) || '200px')
  const actions = showActions ? [ACTION_WIDTH] : []
  const template = [...(showRowNumber && !numberInActions ? [ROW_NUMBER_WIDTH] : []), ...(actionsLeft ? actions : []), ...fields, ...(actionsLeft ? [] : actions)]
  return { columns, showRowNumber, actionsLeft, numberInActions, template: template.join(' ') }
}
