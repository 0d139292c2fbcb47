import type { LightMyRequestResponse as Response } from 'fastify'
import { expect } from 'vitest'

const API_PREFIXES = ['/contracttandem/api/', '/unifiedauth/api/']
const ENVELOPE_KEYS = ['code', 'data', 'msg', 'resultCode', 'success']
// Traces of internals an answer must never carry.
const LEAKS = [
  /\bat [\w.<>]+ \(?\/?[\w/.-]+\.(?:ts|js|mjs):\d+/,
  /node_modules/,
  /\bFST_ERR_\w+/,
  /\b(?:select|insert into|update \w+ set|delete from)\b[^"]{0,80}\b(?:from|where|values|returning)\b/i,
  /syntax error at or near|violates (?:unique|foreign key|check) constraint|relation "\w+"|DrizzleQueryError/i,
]

export interface AnswerFinding {
  what: string
  status: number
  detail: string
}

/** What is wrong with an answer to `url` (none: an empty list): 5xx, a non-envelope API answer, a leak. */
export function checkAnswer(url: string, response: Response): AnswerFinding[] {
  const findings: AnswerFinding[] = []
  const { statusCode: status, body } = response
  const type = String(response.headers['content-type'] ?? '')
  if (status >= 500 && status !== 502 && status !== 503) findings.push({ what: '5xx', status, detail: body.slice(0, 200) })
  for (const leak of LEAKS) {
    if (leak.test(body) && type.includes('json')) findings.push({ what: 'leak', status, detail: body.slice(0, 200) })
  }
  const isApi = API_PREFIXES.some((prefix) => url.startsWith(prefix))
  // Answers that are not JSON by design: file bytes (200), redirects, the sign-out page.
  const notJsonByDesign = (status >= 200 && status < 400 && !type.includes('json'))
  if (isApi && !notJsonByDesign) {
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      findings.push({ what: 'not an envelope', status, detail: body.slice(0, 200) })
      return findings
    }
    const keys = parsed && typeof parsed === 'object' ? Object.keys(parsed).sort() : []
    const envelope = parsed as { success?: unknown; msg?: unknown }
    if (!ENVELOPE_KEYS.every((key) => keys.includes(key))) findings.push({ what: 'not an envelope', status, detail: body.slice(0, 200) })
    else if (envelope.success === false && !/[\u4e00-\u9fa5]/.test(String(envelope.msg))) {
      findings.push({ what: 'msg not Chinese', status, detail: String(envelope.msg).slice(0, 200) })
    }
  }
  return findings
}

export function expectNoFindings(findings: readonly (AnswerFinding & { request: string })[]): void {
  expect(findings.slice(0, 20), `${findings.length} findings`).toEqual([])
}
