import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** The repository root: the nearest directory up from the working directory holding this package. */
function repoRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'packages/form-render/package.json'))) return dir
    if (dirname(dir) === dir) return from
  }
}

// The shared VForm fixtures sit beside the repository (../shared/vform-fixtures from its root).
const FIXTURES = join(repoRoot(process.cwd()), '../shared/vform-fixtures/')

/** The fixture holding form data, not a form. */
export const FORM_DATA_FILE = '17-pro3-formdata-upload-sample.json'

export const fixturesPresent = existsSync(FIXTURES)

if (!fixturesPresent) {
  if (process.env.CI === 'true') throw new Error(`VForm fixtures missing at ${FIXTURES} (required under CI)`)
  console.warn(`[form-render] VForm fixtures not found at ${FIXTURES}: fixture tests skipped`)
}

/** The fixture forms (every file but the form data), sorted. */
export const fixtureFiles: string[] = fixturesPresent ? readdirSync(FIXTURES).filter((file) => file.endsWith('.json') && file !== FORM_DATA_FILE).sort() : []

export const readFixture = (file: string): unknown => JSON.parse(readFileSync(`${FIXTURES}${file}`, 'utf8'))
