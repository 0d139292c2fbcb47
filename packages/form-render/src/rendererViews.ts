import { DataTableRefImpl } from './containers'
import { showDialog } from './dialog'
import type { FormRuntime, RendererViews } from './runtime'

/** The views the runtime is given rather than importing them (see runtime/rendererViews.ts). */
export const rendererViews: RendererViews<FormRuntime> = {
  containerRefs: { 'data-table': (runtime, name) => new DataTableRefImpl(runtime, name) },
  openDialog: showDialog,
}
