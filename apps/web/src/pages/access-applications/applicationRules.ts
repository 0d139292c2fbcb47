import type { Dayjs } from 'dayjs'

/** The last day a validity starting on `from` may run to: one year, the first day counted. */
export const lastAllowedDay = (from: Dayjs) => from.add(1, 'year').subtract(1, 'day')

/** Why a validity period is not acceptable, or null when it is. Whole days: from 00:00 to 24:00. */
export function periodProblem(
  from: Dayjs | null | undefined,
  until: Dayjs | null | undefined,
  today: Dayjs,
): string | null {
  if (!from || !until) return null
  if (until.isBefore(from, 'day')) return '结束日期不能早于开始日期'
  if (until.isAfter(lastAllowedDay(from), 'day')) return '有效期不能超过一年'
  if (until.isBefore(today, 'day')) return '结束日期不能早于今天'
  return null
}
