import type { FormJson, SchemaStore } from '@tandem/form-core'
import { useCallback, useDeferredValue, useSyncExternalStore } from 'react'

// Whether the store's last change to each form was a property edit (a keystroke in the settings
// panel); set on every change, since undo and redo give back earlier form objects.
const byPropertyEdit = new WeakMap<FormJson, boolean>()
const PROPERTY_ACTIONS: ReadonlySet<string> = new Set(['patchOptions', 'patchFormConfig'])

/**
 * The store's JSON for the canvas. A property edit (of a widget or of the form settings) reaches
 * the canvas as a deferred value: the key paints in its editor first and the canvas follows in a
 * render React may interrupt for the next key. Structure edits, undo and redo show at once, so the
 * canvas and the selection always agree.
 */
export function useCanvasJson(store: SchemaStore): FormJson {
  const subscribe = useCallback(
    (callback: () => void) =>
      store.subscribe((change) => {
        byPropertyEdit.set(store.getJson(), change.origin === 'do' && PROPERTY_ACTIONS.has(change.action.type))
        callback()
      }),
    [store],
  )
  const json = useSyncExternalStore(subscribe, () => store.getJson())
  const deferred = useDeferredValue(json)
  return byPropertyEdit.get(json) === true ? deferred : json
}
