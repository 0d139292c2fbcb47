/** Debian's Chromium, which the browser benchmarks (bench/lib/browser.ts) drive: the browser users run. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/**
 * Debian's build of Chromium's headless shell, which the end-to-end tests drive: the same Blink
 * without the browser's user interface layer, so a run needs about 30 % less CPU (docs/development.md).
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell'

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
