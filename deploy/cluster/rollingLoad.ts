// A steady stream of requests at a fixed rate through the proxy, half of them form saves, each
// on a connection of its own (as many clients do): what a rolling restart has to get through.
import { request } from 'node:http'
import { setTimeout as delay } from 'node:timers/promises'

const FORM_API = '/contracttandem/api/Form'
const LIST = '/contracttandem/api/ContractSealed/GetContractList?bizType=1&pageSize=20&sealed=false'

/** A record whose form data the load saves again and again. */
export interface WriteTarget {
  contractId: number
  /** The form version the saves name (the one bound now). */
  versionId: number
  /** The revision of its saved data (0: none yet). */
  revision: number
}

export interface Acknowledged {
  revision: number
  note: string
}

export interface LoadResult {
  requests: number
  writes: number
  /** Requests not answered 200, or not answered at all: "PUT /Record/12 503". */
  failed: string[]
  /** Milliseconds of every request, in the order they finished. */
  latencies: number[]
  /** Per contract, the saves the server confirmed, in order. */
  acknowledged: Map<number, Acknowledged[]>
}

interface Answer {
  status: number
  body: string
}

function send(baseUrl: string, cookie: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL(path, baseUrl),
      {
        method,
        agent: false,
        timeout: 60_000,
        headers: { cookie, origin: baseUrl, ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }) },
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
        incoming.on('error', reject)
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 60 s')))
    outgoing.on('error', reject)
    outgoing.end(payload)
  })
}

/**
 * Sends `ratePerSecond` requests a second until stopped: every other one saves the form data of
 * a target not being saved at that moment (naming its last confirmed revision), the others read
 * the contract list or a target's form data. `tag` makes the notes of this run's saves unique.
 */
export function startLoad(options: {
  baseUrl: string
  cookie: string
  ratePerSecond: number
  targets: WriteTarget[]
  tag: string
  /** The form data a save sends, holding its unique note. */
  formData: (note: string) => Record<string, unknown>
}) {
  const { baseUrl, cookie, targets, tag } = options
  const result: LoadResult = { requests: 0, writes: 0, failed: [], latencies: [], acknowledged: new Map(targets.map((target) => [target.contractId, []])) }
  const busy = new Set<number>()
  const inFlight = new Set<Promise<void>>()
  let running = true
  let tick = 0
  let nextTarget = 0

  const measure = async (method: string, path: string, body?: unknown): Promise<Answer | undefined> => {
    const started = performance.now()
    result.requests++
    try {
      const answer = await send(baseUrl, cookie, method, path, body)
      if (answer.status !== 200) result.failed.push(`${method} ${path} ${answer.status}`)
      return answer
    } catch (error) {
      result.failed.push(`${method} ${path} ${error instanceof Error ? error.message : String(error)}`)
      return undefined
    } finally {
      result.latencies.push(performance.now() - started)
    }
  }

  const write = async (target: WriteTarget) => {
    busy.add(target.contractId)
    const note = `${tag}-${result.writes++}`
    const answer = await measure('PUT', `${FORM_API}/Record/${target.contractId}`, { versionId: target.versionId, revision: target.revision, data: options.formData(note) })
    if (answer?.status === 200) {
      target.revision = (JSON.parse(answer.body) as { data: { revision: number } }).data.revision
      result.acknowledged.get(target.contractId)!.push({ revision: target.revision, note })
    }
    busy.delete(target.contractId)
  }

  const pick = (): WriteTarget | undefined => {
    for (let tried = 0; tried < targets.length; tried++) {
      const target = targets[nextTarget++ % targets.length]
      if (!busy.has(target.contractId)) return target
    }
    return undefined
  }

  const next = async () => {
    const target = tick % 2 === 0 ? pick() : undefined
    if (target) return write(target)
    if (tick % 4 === 1) return void (await measure('GET', LIST))
    return void (await measure('GET', `${FORM_API}/Record/${targets[tick % targets.length].contractId}`))
  }

  const loop = (async () => {
    const interval = 1000 / options.ratePerSecond
    const started = performance.now()
    while (running) {
      const request = next().finally(() => inFlight.delete(request))
      inFlight.add(request)
      tick++
      // Paced against the start, so a slow moment is caught up rather than lost.
      await delay(Math.max(0, started + tick * interval - performance.now()))
    }
  })()

  return {
    async stop(): Promise<LoadResult> {
      running = false
      await loop
      await Promise.all(inFlight)
      return result
    },
  }
}

/** The value at quantile q (0–1) of some numbers. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0
}
