import { ApiError } from './apiError'
import { HttpError } from './fetchTransport'

/**
 * What a screen says about a failed call: the server's msg when it sent one (already toasted),
 * never a transport message, JSON or stack.
 */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.outcome.kind === 'toast') return error.outcome.message
    if (error.outcome.kind === 'sign-in') return '登录已失效，正在跳转到登录页…'
  }
  return '网络异常，请稍后重试'
}

/** The HTTP status a failed call was answered with (403 refused, 404 unknown…), if it got an answer. */
export function failureStatus(error: unknown): number | undefined {
  return error instanceof ApiError && error.cause instanceof HttpError ? error.cause.response?.status : undefined
}
