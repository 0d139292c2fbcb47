import type { FormData } from '@tandem/form-core'
import type { FormRuntime } from '../runtime'
import type { DialogRef } from '../types'
import { DialogRefImpl } from './dialogRef'
import { dialogStoreOf, type DialogKind } from './dialogStore'

/**
 * showDialog / showDrawer: opens the vf-dialog or vf-drawer named `name` with a nested form.
 * A missing name or a container of another type shows refNotFound + name and throws that text;
 * nothing opens.
 */
export function showDialog(
  runtime: FormRuntime,
  kind: DialogKind,
  name: string,
  formData: FormData = {},
  extraData: unknown = {},
  showError?: (text: string) => void,
): DialogRef {
  const widget = runtime.model.getWidget(name)
  if (!widget || widget.type !== kind) {
    const text = runtime.text('refNotFound') + name
    showError?.(text)
    throw new Error(text)
  }
  const store = dialogStoreOf(runtime.api)
  const id = store.nextId()
  const ref = new DialogRefImpl(runtime, store, id, kind, widget, extraData)
  store.add({ id, kind, widget, formData: structuredClone(formData), ref, open: true })
  return ref
}
