export { ContainerRenderersContext } from './containerRenderersContext'
export type { ContainerRenderers } from './containerRenderersContext'
export { FormBody } from './FormBody'
export { WidgetList, WidgetRenderer } from './WidgetRenderer'
