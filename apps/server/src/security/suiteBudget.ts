/** The seed of every run that names none: a failure in `npm test` replays as it happened. */
export const DEFAULT_SEED = 20_261_127

/**
 * How much the security suites do: a bounded run in `npm test`, a longer one with
 * SECURITY_LONG=1; SECURITY_SEED picks other inputs (every run prints its seed, a failure names it).
 */
export interface SuiteBudget {
  seed: number
  /** generated requests per route and caller */
  generated: number
  long: boolean
}

export function suiteBudget(env: NodeJS.ProcessEnv = process.env): SuiteBudget {
  const long = env.SECURITY_LONG === '1'
  const seed = env.SECURITY_SEED ? Number(env.SECURITY_SEED) : DEFAULT_SEED
  if (!Number.isSafeInteger(seed)) throw new Error(`SECURITY_SEED must be an integer, got ${env.SECURITY_SEED}`)
  const generated = env.SECURITY_RUNS ? Number(env.SECURITY_RUNS) : long ? 400 : 12
  return { seed, generated, long }
}
