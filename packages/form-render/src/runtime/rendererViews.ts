import type { FormData } from '@tandem/form-core'
import type { DialogRef, WidgetRef } from '../types'
import type { FormRuntime } from './formRuntime'

export type DialogKind = 'vf-dialog' | 'vf-drawer'

/**
 * What the runtime needs from the views without importing them: registered by FormRender, so
 * runtime/ depends on no component folder.
 */
export interface RendererViews {
  /** container types whose widget ref is not the generic ContainerRef (data-table) */
  readonly containerRefs: Readonly<Record<string, (runtime: FormRuntime, name: string) => WidgetRef>>
  /** opens the vf-dialog or vf-drawer named `name` (showDialog / showDrawer) */
  openDialog(runtime: FormRuntime, kind: DialogKind, name: string, formData?: FormData, extraData?: unknown, showError?: (text: string) => void): DialogRef
}
