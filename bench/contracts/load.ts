import autocannon from 'autocannon'
import { percentile } from '../lib/index.ts'

/** Connections autocannon keeps open by default; the rate is shared among them. */
export const DEFAULT_CONNECTIONS = 20

export interface LoadResult {
  rate: number
  throughput: number
  /** Requests answered during the run. */
  requests: number
  /** Percentiles of the answered requests' own latencies, ms. */
  p50: number
  p99: number
  /** autocannon's own p99, with its coordinated-omission correction of a 1 ms interval (bench/README.md). */
  p99Weighted: number
  failures: number
}

/** Nearest-rank percentile in ms with one decimal; NaN when nothing was answered. */
const latencyAt = (latencies: number[], p: number) => (latencies.length === 0 ? Number.NaN : Math.round(percentile(latencies, p) * 10) / 10)

/** Drives `url` at a fixed overall rate over `connections` connections and reports throughput (req/s) and latency percentiles (ms). */
export function drive(url: string, cookie: string, rate: number, seconds: number, connections: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = []
    const instance = autocannon({ url, headers: { cookie }, connections, overallRate: rate, duration: seconds }, (error, result) => {
      if (error) return reject(error)
      resolve({
        rate,
        throughput: Math.round(result.requests.average),
        requests: result.requests.total,
        p50: latencyAt(latencies, 50),
        p99: latencyAt(latencies, 99),
        p99Weighted: result.latency.p99,
        failures: result.non2xx + result.errors + result.timeouts,
      })
    })
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime)
    })
  })
}
