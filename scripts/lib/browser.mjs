import { existsSync, readdirSync } from 'node:fs'
import { announce, run, StepError } from './run.mjs'

// The end-to-end tests drive Chromium's headless shell (e2e/support/chromium.ts).
const headlessShellPath = '/usr/bin/chromium-headless-shell'
// poppler-utils: pdftotext reads the printed form back in the form-library spec.
const packages = ['chromium-headless-shell', 'fonts-noto-cjk', 'poppler-utils']
const cjkFontDir = '/usr/share/fonts/opentype/noto'

function hasCjkFonts() {
  return existsSync(cjkFontDir) && readdirSync(cjkFontDir).some((file) => file.startsWith('NotoSansCJK'))
}

/** Chromium's headless shell, CJK fonts and pdftotext for the end-to-end tests; installs them when running as root. */
export async function ensureBrowser() {
  if (existsSync(headlessShellPath) && hasCjkFonts() && existsSync('/usr/bin/pdftotext')) return
  if (process.getuid?.() !== 0) {
    throw new StepError(`Chromium's headless shell, the CJK fonts or pdftotext are missing. Install the Debian packages: apt-get install -y ${packages.join(' ')}`)
  }
  announce(`Installing ${packages.join(' ')} (apt-get)`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  await run('apt-get', ['update'], { env })
  await run('apt-get', ['install', '-y', ...packages], { env })
}
