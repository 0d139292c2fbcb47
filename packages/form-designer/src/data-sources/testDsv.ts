import type { DataSourceVariables } from '@tandem/form-core'

// The DSV values an author tests with belong to the designer session (this browser tab), never to
// the form: they live here and in sessionStorage (so a reload keeps them), shared by the
// data-source tester and the preview.

const KEY = 'tfd-test-dsv'
const listeners = new Set<() => void>()
let current: DataSourceVariables | null = null

function loadStored(): DataSourceVariables {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}')
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as DataSourceVariables
  } catch {
    // storage disabled, or an entry this designer did not write: none kept
  }
  return {}
}

/** The session's test DSV ({} when none is kept); the same object until it changes. */
export function getTestDsv(): DataSourceVariables {
  current ??= loadStored()
  return current
}

export function setTestDsv(value: DataSourceVariables): void {
  current = value
  try {
    sessionStorage.setItem(KEY, JSON.stringify(value))
  } catch {
    // storage disabled: the values last as long as the page
  }
  for (const listener of [...listeners]) listener()
}

export function subscribeTestDsv(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
