import type { FormData, SchemaStore } from '@tandem/form-core'
import { useCallback, useSyncExternalStore } from 'react'

// The data the author last filled in 预览, kept per schema store for the designer's session (the
// formula editor computes its live result from it). A preview closed unchanged keeps what an
// earlier one left; nothing is stored with the form.

const kept = new WeakMap<SchemaStore, FormData>()
const listeners = new Set<() => void>()

/** The data last filled in the preview of this store's form, null before the author filled one. */
export function previewDataOf(store: SchemaStore): FormData | null {
  return kept.get(store) ?? null
}

export function keepPreviewData(store: SchemaStore, data: FormData): void {
  kept.set(store, data)
  for (const listener of [...listeners]) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** previewDataOf(store), following later previews. */
export function usePreviewData(store: SchemaStore): FormData | null {
  const read = useCallback(() => previewDataOf(store), [store])
  return useSyncExternalStore(subscribe, read)
}
