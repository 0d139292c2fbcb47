import { isFormError, type FormJson, type SchemaStore } from '@tandem/form-core'
import { useCallback, useEffect, useState } from 'react'
import { readDraft, removeDraft, writeDraft } from './draftStorage'

/** Changes within this time are written once. */
export const AUTOSAVE_DELAY_MS = 400

export interface RestoredDraft {
  savedAt: number
  /** the form the designer was opened with, for 撤销恢复 */
  replaced: FormJson
}

export interface AutosaveState {
  restored: RestoredDraft | null
  /** puts back the form the designer was opened with (one undoable step) */
  undoRestore(): void
  dismiss(): void
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Keeps every change of the form in localStorage under `key` and, on mount, restores a kept form
 * that differs from the one the designer opened with (one undoable step). A kept form the loader
 * refuses is dropped.
 */
export function useAutosave(store: SchemaStore, key: string): AutosaveState {
  const [restored, setRestored] = useState<RestoredDraft | null>(null)

  useEffect(() => {
    const draft = readDraft(key)
    const opened = store.toSavedJson()
    if (draft && !sameJson(draft.json, opened)) {
      try {
        // the raw draft: the store loads it and keeps the keys the author wrote
        store.dispatch({ type: 'replaceForm', json: draft.json })
        setRestored({ savedAt: draft.savedAt, replaced: opened })
      } catch (error) {
        if (!isFormError(error)) throw error
        removeDraft(key)
      }
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    const flush = () => {
      clearTimeout(timer)
      timer = undefined
      writeDraft(key, store.toSavedJson())
    }
    const unsubscribe = store.subscribe(() => {
      clearTimeout(timer)
      timer = setTimeout(flush, AUTOSAVE_DELAY_MS)
    })
    // a change still waiting is written when the tab goes away
    window.addEventListener('pagehide', flush)
    return () => {
      unsubscribe()
      window.removeEventListener('pagehide', flush)
      if (timer !== undefined) flush()
    }
  }, [store, key])

  const undoRestore = useCallback(() => {
    if (restored) store.dispatch({ type: 'replaceForm', json: restored.replaced })
    setRestored(null)
  }, [store, restored])
  const dismiss = useCallback(() => setRestored(null), [])
  return { restored, undoRestore, dismiss }
}
