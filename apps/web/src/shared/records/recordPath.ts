import type { BizType } from '../../api'

/** The page that shows a record of each bizType. */
export const RECORD_PAGES: Readonly<Record<BizType, string>> = {
  1: '/contractDetail',
  2: '/bidDocument',
  3: '/publicDocument',
  4: '/lawyerLetter',
}

/** Router path of a record's page, the id in the query. */
export function recordPath(bizType: BizType, id: number): string {
  return `${RECORD_PAGES[bizType]}?id=${id}`
}
