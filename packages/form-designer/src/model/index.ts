export { DesignerModel, createDesignerModel } from './designerModel'
export { ROOT_LIST, acceptsWidgets, isWithin, listKey, selectableParentId, siblingsOf } from './treeQueries'
export type {
  CommandResult,
  DragSource,
  DragState,
  DropTarget,
  LeftPanelTab,
  PanelState,
  RightPanelTab,
  TableOperation,
  WidgetCommand,
} from './designerTypes'
