import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { announce, root, run } from './run.mjs'

// npm writes node_modules/.package-lock.json after every install; older than the lockfile means
// the lockfile changed since (a pull, a fresh clone whose node_modules came from elsewhere).
function installIsCurrent() {
  const installed = path.join(root, 'node_modules', '.package-lock.json')
  if (!existsSync(installed)) return false
  return statSync(installed).mtimeMs >= statSync(path.join(root, 'package-lock.json')).mtimeMs
}

/** Installs the locked dependencies when node_modules is missing or older than package-lock.json. */
export async function ensureDependencies() {
  if (installIsCurrent()) return
  announce('Installing dependencies (npm ci)')
  await run('npm', ['ci', '--no-audit', '--no-fund'])
}
