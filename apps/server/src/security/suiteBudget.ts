/**
 * How much the security suites do: a bounded run in `npm test`, a longer one with
 * SECURITY_LONG=1, any replay with SECURITY_SEED (the seed every run prints).
 */
export interface SuiteBudget {
  seed: number
  /** generated requests per route and caller */
  generated: number
  long: boolean
}

export function suiteBudget(env: NodeJS.ProcessEnv = process.env): SuiteBudget {
  const long = env.SECURITY_LONG === '1'
  const seed = env.SECURITY_SEED ? Number(env.SECURITY_SEED) : Math.floor(Math.random() * 2 ** 31)
  const generated = env.SECURITY_RUNS ? Number(env.SECURITY_RUNS) : long ? 400 : 12
  return { seed, generated, long }
}
