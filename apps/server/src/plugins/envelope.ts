import { failureEnvelope, successEnvelope, type FailureEnvelope } from '@tandem/api-contract'
import type { z } from 'zod'

// DESIGN §5: every API answer is { success, code, resultCode, msg, data } (the shapes: @tandem/api-contract).

export const SUCCESS_RESULT_CODE = '0000'

/** Response schemas of an answer that cannot succeed with data (e.g. a redirect). */
export const failureResponses = { '4xx': failureEnvelope, '5xx': failureEnvelope } as const

/** Response schemas of a route: 200 with `data` matching `dataSchema`, the failure envelope otherwise. */
export function envelope<T extends z.ZodType>(dataSchema: T) {
  return {
    200: successEnvelope(dataSchema),
    ...failureResponses,
  }
}

export function ok<T>(data: T) {
  return { success: true as const, code: 200 as const, resultCode: SUCCESS_RESULT_CODE, msg: '成功', data }
}

export function failure(code: number, resultCode: string, msg: string): FailureEnvelope {
  return { success: false, code, resultCode, msg, data: null }
}
