import type { Envelope } from './types'

/** What the common handling (SPEC §8) decides for one answer or failure. */
export type AnswerOutcome =
  | { kind: 'data'; data: unknown }
  | { kind: 'sign-in'; clearSession: boolean }
  | { kind: 'toast'; message: string }
  | { kind: 'log'; message: string }

/** The parts of an answer the handling looks at; a failed transport has no status or body. */
export interface RawAnswer {
  status?: number
  body?: unknown
  errorMessage?: string
}

export const SESSION_EXPIRED_CODE = 20001
export const IDENTITY_INVALID_RESULT_CODE = '0003'

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  if (typeof body !== 'object' || body === null) return false
  const candidate = body as Record<string, unknown>
  return typeof candidate.success === 'boolean' && ('code' in candidate || 'resultCode' in candidate || 'msg' in candidate)
}

/**
 * The envelope wins whatever the HTTP status; only answers without one fall back to the
 * status or error text (a gateway's 403 means the sign-in is gone).
 */
export function classifyAnswer(raw: RawAnswer): AnswerOutcome {
  const { status, body, errorMessage } = raw
  if (isEnvelope(body)) {
    if (body.code === SESSION_EXPIRED_CODE) return { kind: 'sign-in', clearSession: true }
    if (body.resultCode === IDENTITY_INVALID_RESULT_CODE) return { kind: 'sign-in', clearSession: false }
    if (!body.success) return { kind: 'toast', message: body.msg || '请求失败' }
    return { kind: 'data', data: body.data }
  }
  if (status === 403 || (errorMessage ?? '').includes('403')) return { kind: 'sign-in', clearSession: false }
  if (errorMessage === undefined && status !== undefined && status >= 200 && status < 300) {
    return { kind: 'data', data: body }
  }
  return { kind: 'log', message: errorMessage ?? `HTTP ${status ?? '?'}` }
}
