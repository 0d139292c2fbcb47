import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** The repository root: the nearest directory up from the working directory holding this package. */
function repoRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'packages/form-designer/package.json'))) return dir
    if (dirname(dir) === dir) return from
  }
}

// Test support: the VForm forms beside the repository (../shared/vform-fixtures), never copied in.
const dir = join(repoRoot(process.cwd()), '../shared/vform-fixtures/')
/** form data, not a form */
const DATA_FILE = '17-pro3-formdata-upload-sample.json'

export const fixturesPresent = existsSync(dir)

if (!fixturesPresent) {
  if (process.env.CI === 'true') throw new Error(`VForm fixtures missing at ${dir} (required under CI)`)
  console.warn(`[form-designer] VForm fixtures not found at ${dir}: fixture import tests skipped`)
}

export const fixtureFiles: string[] = fixturesPresent ? readdirSync(dir).filter((name) => name.endsWith('.json') && name !== DATA_FILE).sort() : []

export const readFixtureText = (name: string): string => readFileSync(dir + name, 'utf8')
