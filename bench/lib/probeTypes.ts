/** What pageProbe.js installs as window.__bench (see that file). */
export interface KeystrokeResult {
  latency: number | null
  changed: boolean
  /** the input event's script: from the window's capture listener to its bubble listener (null when it did not bubble) */
  script: number | null
}

/** One measured key: keydown to the end of its painted frame, and its input event's script. */
export interface KeystrokeSample {
  latency: number
  script: number | null
}

export interface BenchProbe {
  afterPaint(): Promise<void>
  timeCall(source: string, args: unknown[]): Promise<number>
  count(selector: string): number
  detachTextBoxes(): void
  focusAtDepth(selector: string, fraction: number, quietMs: number): Promise<boolean>
  settle(quietMs: number, maxMs: number): Promise<void>
  armKeystroke(timeoutMs: number): void
  keystrokeResult(): Promise<KeystrokeResult> | null
  armClick(): void
  clickResult(): Promise<number> | null
}

declare global {
  interface Window {
    __bench: BenchProbe
  }
}
