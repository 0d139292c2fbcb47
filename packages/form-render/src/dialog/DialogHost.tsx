import { useSyncExternalStore } from 'react'
import { useFormRuntime } from '../hooks'
import { DialogFrame, type NestedForm } from './DialogFrame'
import { dialogStoreOf } from './dialogStore'

/**
 * Renders the dialogs and drawers opened with showDialog / showDrawer on this form. FormRender
 * hands itself in as `Form` for their nested forms, so dialog/ does not import it back.
 */
export function DialogHost({ Form }: { Form: NestedForm }) {
  const runtime = useFormRuntime()
  const store = dialogStoreOf(runtime.api)
  const entries = useSyncExternalStore(store.subscribe, store.getEntries)
  return entries.map((entry) => <DialogFrame key={entry.id} entry={entry} runtime={runtime} Form={Form} />)
}
