import { z } from 'zod'
import { bizTypes, type BizType } from './vocabulary.js'

export const PAGE_SIZE_MAX = 100

export const isoDate = z.iso.date().describe('YYYY-MM-DD')
export const timestamp = z.iso.datetime().describe('ISO 8601 timestamp (UTC)')
export const offsetDateTime = z.iso.datetime({ offset: true }).describe('ISO 8601 date-time with offset')

/**
 * Largest value of a PostgreSQL `integer` column. Every integer the API accepts reaches one (ids,
 * revisions, version numbers) or stays far below it (page numbers, sizes), so each is bounded by
 * this, and a larger one is a 400 rather than the database's out-of-range error.
 */
export const INT32_MAX = 2_147_483_647

/** An integer in a JSON body that fits an `integer` column, at least `min`. */
export const int32 = (min = 0) => z.number().int().min(min).max(INT32_MAX)

/** The same in a path or query, which carry it as text. */
export const int32Text = (min = 0) => z.coerce.number<number>().int().min(min).max(INT32_MAX)

/** A row id in a path, query or body; paths and queries carry it as text. */
export const id = int32Text(1)

/** bizType in a path or query. */
export const bizType = z.coerce
  .number<BizType>()
  .pipe(z.union(bizTypes.map((value) => z.literal(value))))
  .describe('1 合同, 2 标书, 3 公文, 4 律师函')

/** bizType in an answer. */
export const bizTypeCode = z.literal(bizTypes).describe('1 合同, 2 标书, 3 公文, 4 律师函')

export const pageQuery = {
  pageIndex: int32Text(1).max(1_000_000).default(1).describe('Page number, from 1'),
  pageSize: int32Text(1)
    .max(PAGE_SIZE_MAX)
    .default(20)
    .describe(`Rows per page, at most ${PAGE_SIZE_MAX}`),
}

export const person = z.object({ id: z.number().int(), name: z.string() })
export type PersonRef = z.infer<typeof person>

// DESIGN §5: every API answer is { success, code, resultCode, msg, data }.

export const failureEnvelope = z
  .object({
    success: z.literal(false),
    code: z.number().int(),
    resultCode: z.string(),
    msg: z.string(),
    data: z.null(),
  })
  .meta({ id: 'FailureEnvelope' })
export type FailureEnvelope = z.infer<typeof failureEnvelope>

/** The 200 answer carrying `data`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), code: z.literal(200), resultCode: z.string(), msg: z.string(), data })
}
export type SuccessEnvelope<T> = Omit<z.infer<ReturnType<typeof successEnvelope<z.ZodUnknown>>>, 'data'> & { data: T }

/** Any answer of the API: data on success, the failure envelope otherwise. */
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope
