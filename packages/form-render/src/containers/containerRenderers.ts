import type { Widget } from '@tandem/form-core'
import type { ComponentType } from 'react'
import { CardContainer } from '../containers/CardContainer'
import { GridContainer } from '../containers/GridContainer'
import { TabContainer } from '../containers/TabContainer'
import { TableContainer } from '../containers/TableContainer'
import { SubFormContainer } from '../containers/sub-form/SubFormContainer'
import { DataTableContainer } from '../containers/data-table'
import { GRID_ROW_TYPE, GridSubFormRowBody } from '../containers/grid-sub-form'
import { DialogInPlace } from '../containers/DialogInPlace'

/**
 * Container type → renderer. grid-col, table-cell and tab-pane are drawn by their parents.
 * grid-sub-form, data-table, vf-dialog and vf-drawer show a placeholder until they get an entry.
 */
export const containerRenderers: Partial<Record<string, ComponentType<{ widget: Widget }>>> = {
  grid: GridContainer,
  table: TableContainer,
  tab: TabContainer,
  card: CardContainer,
  'sub-form': SubFormContainer,
  'grid-sub-form': SubFormContainer,
  [GRID_ROW_TYPE]: GridSubFormRowBody,
  'data-table': DataTableContainer,
  'vf-dialog': DialogInPlace,
  'vf-drawer': DialogInPlace,
}
