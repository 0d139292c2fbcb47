/** Random integer in the range VForm uses for generated ids and names (up to ~125 000). */
export function randomNumber(): number {
  return Math.floor(Math.random() * 100000) + 25000
}

/** A new id that `isTaken` rejects neither now nor (very likely) later. */
export function uniqueId(prefix: string, isTaken: (id: string) => boolean): string {
  for (;;) {
    const id = prefix + String(randomNumber())
    if (!isTaken(id)) return id
  }
}
