import { useSyncExternalStore } from 'react'
import { useFormRuntime } from '../hooks'
import { DialogFrame } from './DialogFrame'
import { dialogStoreOf } from './dialogStore'

/** Renders the dialogs and drawers opened with showDialog / showDrawer on this form. */
export function DialogHost() {
  const runtime = useFormRuntime()
  const store = dialogStoreOf(runtime.api)
  const entries = useSyncExternalStore(store.subscribe, store.getEntries)
  return entries.map((entry) => <DialogFrame key={entry.id} entry={entry} runtime={runtime} />)
}
