import type { Widget } from '@tandem/form-core'
import { gridRowWidget } from '../grid-sub-form'

export const ROW_NUMBER_WIDTH = '50px'
export const ACTION_WIDTH = '140px'
/** More rows than this are windowed (only the rows in view are mounted). */
export const VIRTUAL_ROW_THRESHOLD = 30
export const VIRTUAL_VIEWPORT_PX = 480
export const ESTIMATED_ROW_PX = 48

export interface SubFormLayout {
  columns: readonly Widget[]
  showRowNumber: boolean
  actionsLeft: boolean
  template: string
}

/** Grid columns of a sub-form: row number, actions (left or right), one per field (columnWidth). */
export function subFormLayout(widget: Widget, options: Widget['options'], showActions: boolean): SubFormLayout {
  const columns = widget.type === 'grid-sub-form' ? [gridRowWidget(widget)] : (widget.widgetList ?? [])
  const showRowNumber = options.showRowNumber !== false
  const actionsLeft = options.actionColumnPosition !== 'right'
  const fields = columns.map((column) => (typeof column.options.columnWidth === 'string' && column.options.columnWidth) || '200px')
  const actions = showActions ? [ACTION_WIDTH] : []
  const template = [...(showRowNumber ? [ROW_NUMBER_WIDTH] : []), ...(actionsLeft ? actions : []), ...fields, ...(actionsLeft ? [] : actions)]
  return { columns, showRowNumber, actionsLeft, template: template.join(' ') }
}
