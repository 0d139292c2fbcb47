// The subset of autocannon's API the contract benchmark uses (the package ships no types).
declare module 'autocannon' {
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
  export default function autocannon(options: Options): Promise<Result>
}
