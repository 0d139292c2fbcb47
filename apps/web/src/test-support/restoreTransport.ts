import { afterEach, beforeEach, vi } from 'vitest'
import { http } from '../api'

/**
 * For page tests that swap the transport: puts the real one back after each test and keeps
 * the expected console errors of refused calls out of the output.
 */
export function restoreTransportAfterEach(): void {
  const originalAdapter = http.transport
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    http.transport = originalAdapter
    vi.restoreAllMocks()
  })
}
