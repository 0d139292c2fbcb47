import { existsSync, readdirSync } from 'node:fs'
import { announce, run, StepError } from './run.mjs'

export const chromiumPath = '/usr/bin/chromium'
const packages = ['chromium', 'fonts-noto-cjk']
const cjkFontDir = '/usr/share/fonts/opentype/noto'

function hasCjkFonts() {
  return existsSync(cjkFontDir) && readdirSync(cjkFontDir).some((file) => file.startsWith('NotoSansCJK'))
}

/** Debian's Chromium and CJK fonts for the end-to-end tests; installs them when running as root. */
export async function ensureBrowser() {
  if (existsSync(chromiumPath) && hasCjkFonts()) return
  if (process.getuid?.() !== 0) {
    throw new StepError(`Chromium or the CJK fonts are missing. Install the Debian packages: apt-get install -y ${packages.join(' ')}`)
  }
  announce(`Installing ${packages.join(' ')} (apt-get)`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  await run('apt-get', ['update'], { env })
  await run('apt-get', ['install', '-y', ...packages], { env })
}
