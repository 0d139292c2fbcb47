import { useCallback, useEffect, useRef } from 'react'
import { saveRecordDraft, type RecordFormData } from '../../../api'

/** How long typing must pause before the draft is sent. */
export const AUTOSAVE_DELAY_MS = 3000

/**
 * Autosave of the unsaved form data: `changed()` after each edit schedules one draft save a few
 * seconds later; `cancel()` drops a pending one (after a real save or a discard).
 */
export function useDraftAutosave(contractId: number, versionId: number, read: () => RecordFormData | null) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const cancel = useCallback(() => clearTimeout(timer.current), [])
  const changed = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      const data = read()
      // A failed autosave already showed its toast; the next edit tries again.
      if (data) saveRecordDraft(contractId, { versionId, data }).catch(() => undefined)
    }, AUTOSAVE_DELAY_MS)
  }, [contractId, versionId, read])
  useEffect(() => cancel, [cancel])
  return { changed, cancel }
}
