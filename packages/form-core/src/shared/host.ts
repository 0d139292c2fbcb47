// Host services that exist in browsers but maybe not in Node; form-core reads them defensively
// because its tsconfig has no DOM library and the server runs it without a window.

interface HostStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

interface HostConsole {
  error(...args: unknown[]): void
}

interface HostGlobals {
  localStorage?: HostStorage
  console?: HostConsole
}

const host = globalThis as HostGlobals

/** localStorage when usable; some environments throw on access (privacy modes). */
export function hostStorage(): HostStorage | undefined {
  try {
    return host.localStorage ?? undefined
  } catch {
    return undefined
  }
}

export function reportToConsole(...args: unknown[]): void {
  host.console?.error(...args)
}
