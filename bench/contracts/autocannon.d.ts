// The subset of autocannon's API the contract benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  interface Options {
    url: string
    headers?: Record<string, string>
    connections?: number
    overallRate?: number
    duration?: number
  }
  interface Result {
    requests: { average: number; total: number }
    latency: { p50: number; p99: number }
    non2xx: number
    errors: number
    timeouts: number
  }
  interface Instance extends EventEmitter {
    /** Every answer: the client, its status code, its size in bytes and its latency in ms. */
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): this
  }
  export default function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance
}
