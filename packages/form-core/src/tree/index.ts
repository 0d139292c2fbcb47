export { childrenOf, walkWidgets } from './walkWidgets.js'
export { getContainerWidgets, getFieldWidgets, isContainer } from './widgetLists.js'
export { buildFormIndex, subtreeOf } from './formIndex.js'
export type { FormIndex, FormIndexOptions, WidgetNode } from './formIndex.js'
