/** Debian's Chromium, which the end-to-end tests and the browser benchmarks (bench/lib/browser.ts) drive. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/** Headless in a container: no sandbox or GPU, and no traffic of its own (updates, sync, QUIC) to disturb a timing. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
