import { isFormError, type FormJson, type SchemaStore } from '@tandem/form-core'
import { useCallback, useEffect, useState } from 'react'
import { readDraft, removeDraft, writeDraft, type Draft } from './draftStorage'

/** Changes within this time are written once. */
export const AUTOSAVE_DELAY_MS = 400

export interface RestoredDraft {
  savedAt: number
  /** the form the designer was opened with, for 撤销恢复 */
  replaced: FormJson
}

/** A browser copy newer than the saved form the designer opened: the author picks one. */
export interface DraftChoice {
  draft: Draft
  /** when the opened form was saved, ms since the epoch */
  openedSavedAt: number
}

export interface AutosaveState {
  restored: RestoredDraft | null
  choice: DraftChoice | null
  /** the choice: the browser copy replaces the opened form (one undoable step) */
  keepDraft(): void
  /** the choice: the opened form stays and the browser copy is dropped */
  keepOpened(): void
  /** puts back the form the designer was opened with (one undoable step) */
  undoRestore(): void
  dismiss(): void
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** Loads the raw draft (the store keeps the keys the author wrote); false, and the draft dropped, when the loader refuses it. */
function loadDraft(store: SchemaStore, key: string, draft: Draft): boolean {
  try {
    store.dispatch({ type: 'replaceForm', json: draft.json })
    return true
  } catch (error) {
    if (!isFormError(error)) throw error
    removeDraft(key)
    return false
  }
}

/**
 * Keeps every change of the form in localStorage under `key`. On mount, a kept form that differs
 * from the opened one: without `openedSavedAt` it is restored (one undoable step); with it, the
 * newer one wins: a kept form older than the saved one is dropped, a newer one is offered as a
 * choice. A kept form the loader refuses is dropped.
 */
export function useAutosave(store: SchemaStore, key: string, openedSavedAt?: number): AutosaveState {
  const [restored, setRestored] = useState<RestoredDraft | null>(null)
  const [choice, setChoice] = useState<DraftChoice | null>(null)

  useEffect(() => {
    const draft = readDraft(key)
    const opened = store.toSavedJson()
    if (draft && !sameJson(draft.json, opened)) {
      if (openedSavedAt === undefined) {
        if (loadDraft(store, key, draft)) setRestored({ savedAt: draft.savedAt, replaced: opened })
      } else if (draft.savedAt <= openedSavedAt) {
        removeDraft(key)
      } else {
        setChoice({ draft, openedSavedAt })
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
  }, [store, key, openedSavedAt])

  const undoRestore = useCallback(() => {
    if (restored) store.dispatch({ type: 'replaceForm', json: restored.replaced })
    setRestored(null)
  }, [store, restored])
  const dismiss = useCallback(() => setRestored(null), [])
  const keepDraft = useCallback(() => {
    // the copy held here: edits made while the choice was open may have overwritten the stored one
    if (choice) loadDraft(store, key, choice.draft)
    setChoice(null)
  }, [store, key, choice])
  const keepOpened = useCallback(() => {
    removeDraft(key)
    setChoice(null)
  }, [key])
  return { restored, undoRestore, dismiss, choice, keepDraft, keepOpened }
}
