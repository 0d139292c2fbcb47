import autocannon from 'autocannon'

/** Connections autocannon keeps open; the rate is shared among them. */
export const CONNECTIONS = 20

export interface LoadResult {
  rate: number
  throughput: number
  /** Requests answered during the run. */
  requests: number
  p50: number
  p99: number
  failures: number
}

/** Drives `url` at a fixed overall rate and reports throughput (req/s) and latency percentiles (ms). */
export async function drive(url: string, cookie: string, rate: number, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url,
    headers: { cookie },
    connections: CONNECTIONS,
    overallRate: rate,
    duration: seconds,
  })
  return {
    rate,
    throughput: Math.round(result.requests.average),
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  }
}
