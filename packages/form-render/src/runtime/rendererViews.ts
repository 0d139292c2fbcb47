import type { FormData } from '@tandem/form-core'
import type { DialogRef, WidgetRef } from '../types'

export type DialogKind = 'vf-dialog' | 'vf-drawer'

/**
 * What the runtime needs from the views without importing them: registered by FormRender, so
 * runtime/ depends on no component folder. `TRuntime` is the FormRuntime handed to them (a
 * parameter, so this file and formRuntime.ts do not import each other).
 */
export interface RendererViews<TRuntime> {
  /** container types whose widget ref is not the generic ContainerRef (data-table) */
  readonly containerRefs: Readonly<Record<string, (runtime: TRuntime, name: string) => WidgetRef>>
  /** opens the vf-dialog or vf-drawer named `name` (showDialog / showDrawer) */
  openDialog(runtime: TRuntime, kind: DialogKind, name: string, formData?: FormData, extraData?: unknown, showError?: (text: string) => void): DialogRef
}
