import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { announce, root, run } from './run.mjs'

const sourceTrees = ['packages', 'apps']
const rootInputs = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.base.json']
const skipped = new Set(['node_modules', 'dist', 'data', 'coverage'])
const outputs = ['apps/sso-dev/dist/main.js', 'apps/server/dist/main.js', 'apps/web/dist/index.html']
const stamp = path.join(root, 'node_modules', '.cache', 'tandem', 'build-stamp')

function newestInput(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name) || entry.name.endsWith('.tsbuildinfo')) continue
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestInput(full) : statSync(full).mtimeMs)
  }
  return newest
}

function buildIsCurrent() {
  if (!existsSync(stamp) || outputs.some((file) => !existsSync(path.join(root, file)))) return false
  const inputs = Math.max(
    ...rootInputs.map((file) => statSync(path.join(root, file)).mtimeMs),
    ...sourceTrees.map((dir) => newestInput(path.join(root, dir))),
  )
  return statSync(stamp).mtimeMs > inputs
}

/**
 * The root build (`npm run build`) as a step for runConcurrently, or undefined when the last
 * successful build is newer than every source file. Call `built()` once it succeeded: the stamp
 * carries the time the build was planned, so an edit made while it ran triggers the next build.
 */
export function staleBuild() {
  if (buildIsCurrent()) return undefined
  const planned = new Date()
  return {
    label: 'Build',
    command: 'npm',
    args: ['run', 'build'],
    built() {
      mkdirSync(path.dirname(stamp), { recursive: true })
      writeFileSync(stamp, '')
      utimesSync(stamp, planned, planned)
    },
  }
}

/** Builds every package unless the build is current (staleBuild). */
export async function buildIfStale() {
  const build = staleBuild()
  if (!build) {
    console.log('Build is up to date.')
    return
  }
  announce('Building (npm run build)')
  await run(build.command, build.args)
  build.built()
}
