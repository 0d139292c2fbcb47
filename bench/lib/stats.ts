function sorted(values: readonly number[]): number[] {
  if (values.length === 0) throw new Error('no samples')
  return [...values].sort((a, b) => a - b)
}

export function median(values: readonly number[]): number {
  const ordered = sorted(values)
  const mid = Math.floor(ordered.length / 2)
  return ordered.length % 2 === 1 ? ordered[mid] : (ordered[mid - 1] + ordered[mid]) / 2
}

/** The median of the values that were measured; null when none was. */
export function medianOfMeasured(values: readonly (number | null)[]): number | null {
  const measured = values.filter((value): value is number => value !== null)
  return measured.length > 0 ? median(measured) : null
}

/** Nearest-rank percentile: p95 of 20 samples is the 19th smallest. */
export function percentile(values: readonly number[], p: number): number {
  const ordered = sorted(values)
  const rank = Math.ceil((p / 100) * ordered.length)
  return ordered[Math.min(ordered.length, Math.max(1, rank)) - 1]
}
