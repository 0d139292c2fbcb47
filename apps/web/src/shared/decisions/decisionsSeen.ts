import { useSyncExternalStore } from 'react'

/** Until when the applicant has seen the decisions on his applications, per user, in localStorage. */
const keyOf = (userId: string | number) => `tandem.decisionsSeen.${userId}`
const CHANGED = 'tandem:decisions-seen'

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CHANGED, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/** Marks every decision up to `at` as seen (also in other tabs of the same browser). */
export function markDecisionsSeen(userId: string | number, at: Date = new Date()): void {
  localStorage.setItem(keyOf(userId), at.toISOString())
  window.dispatchEvent(new Event(CHANGED))
}

/**
 * The time up to which the user has seen decisions. A user never seen before starts now, so
 * decisions older than his first visit are not news.
 */
export function decisionsSeenSince(userId: string | number): string {
  const stored = localStorage.getItem(keyOf(userId))
  if (stored && !Number.isNaN(Date.parse(stored))) return stored
  const now = new Date().toISOString()
  localStorage.setItem(keyOf(userId), now)
  return now
}

export function useDecisionsSeenSince(userId: string | number): string {
  return useSyncExternalStore(subscribe, () => decisionsSeenSince(userId))
}
