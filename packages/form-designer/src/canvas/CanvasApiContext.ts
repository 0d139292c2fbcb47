import type { FormRenderApi } from '@tandem/form-render'
import { createContext, type RefObject } from 'react'

/** The canvas FormRender's API, for keeping its view state (the shown tab pane) in step with the designer. */
export const CanvasApiContext = createContext<RefObject<FormRenderApi | null> | null>(null)
