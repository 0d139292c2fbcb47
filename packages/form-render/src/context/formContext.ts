import { createContext } from 'react'
import type { Modal } from 'antd'
import type { FormRuntime } from '../runtime'
import type { SlotRenderers } from '../types'

/** The runtime of the FormRender above (its model never changes while the runtime lives). */
export const FormRuntimeContext = createContext<FormRuntime | null>(null)

/** Slot render props of the host, read only by slot widgets. */
export const SlotsContext = createContext<SlotRenderers | undefined>(undefined)

/** antd's confirm bound to the FormRender's context (theme, locale). */
export type ConfirmFn = ReturnType<typeof Modal.useModal>[0]['confirm']
export const ConfirmContext = createContext<ConfirmFn | null>(null)

/**
 * The form is laid out for paper (FormRender's printLayout): every part is mounted, none is
 * windowed or deferred, since a printout shows only what is in the document.
 */
export const PrintLayoutContext = createContext(false)
