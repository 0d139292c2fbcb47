import type { Widget } from '@tandem/form-core'
import { createContext, type ComponentType } from 'react'

/** Container type → the component drawing it (containers/containerRenderers.ts). */
export type ContainerRenderers = Readonly<Partial<Record<string, ComponentType<{ widget: Widget }>>>>

/**
 * The container renderers, provided by FormRender: render/ dispatches to them without importing
 * containers/, whose components draw their child lists through render/.
 */
export const ContainerRenderersContext = createContext<ContainerRenderers>({})
