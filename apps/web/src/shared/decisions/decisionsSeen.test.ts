import { beforeEach, describe, expect, it } from 'vitest'
import { decisionsSeenSince, markDecisionsSeen } from './decisionsSeen'

describe('decisions seen', () => {
  beforeEach(() => localStorage.clear())

  it('starts a new user now, so older decisions are no news, and keeps the time', () => {
    const before = Date.now()
    const first = decisionsSeenSince(7)
    expect(Date.parse(first)).toBeGreaterThanOrEqual(before)
    expect(decisionsSeenSince(7)).toBe(first)
  })

  it('keeps each user apart and tells listeners when marked', () => {
    let told = 0
    window.addEventListener('tandem:decisions-seen', () => told++)
    markDecisionsSeen(7, new Date('2025-03-01T00:00:00.000Z'))
    expect(decisionsSeenSince(7)).toBe('2025-03-01T00:00:00.000Z')
    expect(decisionsSeenSince(8)).not.toBe('2025-03-01T00:00:00.000Z')
    expect(told).toBe(1)
  })

  it('replaces a damaged stored value', () => {
    localStorage.setItem('tandem.decisionsSeen.7', 'kaputt')
    expect(Number.isNaN(Date.parse(decisionsSeenSince(7)))).toBe(false)
  })
})
