import type { AnswerOutcome } from './answer'

type FailureOutcome = Exclude<AnswerOutcome, { kind: 'data' }>

/** Rejection of every failed call; the common handling has already reacted to it. */
export class ApiError extends Error {
  readonly outcome: FailureOutcome

  constructor(outcome: FailureOutcome, options?: { cause?: unknown }) {
    super(outcome.kind === 'sign-in' ? '需要重新登录' : outcome.message, options)
    this.name = 'ApiError'
    this.outcome = outcome
  }
}
