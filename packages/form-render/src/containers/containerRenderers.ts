import type { ContainerRenderers } from '../render'
import { CardContainer } from './CardContainer'
import { GridContainer } from './GridContainer'
import { TabContainer } from './TabContainer'
import { TableContainer } from './TableContainer'
import { SubFormContainer } from './sub-form'
import { DataTableContainer } from './data-table'
import { GRID_ROW_TYPE, GridSubFormRowBody } from './grid-sub-form'
import { DialogInPlace } from './DialogInPlace'

/**
 * Container type → renderer. grid-col, table-cell and tab-pane are drawn by their parents; the
 * grid-sub-form row is the sub-form's one column. FormRender provides it to render/ through
 * ContainerRenderersContext (containers draw their child lists through render/).
 */
export const containerRenderers: ContainerRenderers = {
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
