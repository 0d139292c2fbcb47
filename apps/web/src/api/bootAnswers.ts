import { withQuery, type HttpTransport } from './fetchTransport'

/** Answers keyed by path and query, as the server puts them into a signed-in page (SPEC §4 start calls). */
export type BootAnswers = Record<string, unknown>

/** The answers of `<script type="application/json" id="tandem-boot">`; none when it is missing or unreadable. */
export function readBootAnswers(doc: Document = document): BootAnswers {
  const text = doc.getElementById('tandem-boot')?.textContent
  if (!text) return {}
  try {
    const answers: unknown = JSON.parse(text)
    return answers !== null && typeof answers === 'object' && !Array.isArray(answers) ? (answers as BootAnswers) : {}
  } catch (error) {
    console.error('tandem-boot holds invalid JSON; asking the server instead', error)
    return {}
  }
}

/**
 * A transport that answers each GET the page already carries once, from the page, and sends
 * everything else (and any later call of the same address) through `send`. The answers go
 * through the client's common handling like any other.
 */
export function answerFromPage(answers: BootAnswers, send: HttpTransport): HttpTransport {
  const waiting = new Map(Object.entries(answers))
  return (request) => {
    const key = withQuery(request.url, request.params)
    if (request.method !== 'get' || request.responseType !== 'json' || !waiting.has(key)) return send(request)
    const data = waiting.get(key)
    waiting.delete(key)
    return Promise.resolve({ status: 200, data })
  }
}
