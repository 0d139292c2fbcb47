// npm test: every check CI runs, in order, stopping at the first failure.
// Ends with the line "N passed, N failed" (vitest and Playwright tests together), followed by
// ", N skipped (what)" when tests were skipped, e.g. the fixture tests without ../shared/vform-fixtures.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ensureBrowser } from './lib/browser.mjs'
import { buildIfStale } from './lib/build.mjs'
import { ensureDependencies } from './lib/install.mjs'
import { announce, run, StepError } from './lib/run.mjs'

const reports = mkdtempSync(path.join(tmpdir(), 'tandem-test-'))
const counts = { passed: 0, failed: 0, skipped: 0 }
/** What was skipped: vitest's skipped suites by title, Playwright's skipped tests by their reason. */
const skippedWhat = new Set()

function withoutDatabaseUrl() {
  const env = { ...process.env }
  delete env.DATABASE_URL
  return env
}

/** Runs a test command and adds the counts of its JSON report, even when tests failed. */
async function runCounted(command, args, env, reportFile, readCounts) {
  try {
    await run(command, args, { env })
  } finally {
    try {
      const report = JSON.parse(readFileSync(reportFile, 'utf8'))
      const { passed, failed, skipped } = readCounts(report)
      counts.passed += passed
      counts.failed += failed
      counts.skipped += skipped.length
      for (const what of skipped) skippedWhat.add(what)
    } catch {
      // No report: the runner failed before running tests; the step error says so.
    }
  }
}

let vitestRuns = 0
function vitest(label, extraArgs, env) {
  announce(label)
  const reportFile = path.join(reports, `vitest-${++vitestRuns}.json`)
  return runCounted(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...extraArgs],
    env,
    reportFile,
    (report) => ({
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.testResults
        .flatMap((file) => file.assertionResults)
        .filter((test) => test.status === 'skipped' || test.status === 'pending')
        .map((test) => test.ancestorTitles[0] ?? test.title),
    }),
  )
}

/** Every test of a Playwright JSON report's suites, nested ones included. */
function playwrightTests(suites = []) {
  return suites.flatMap((suite) => [...(suite.specs ?? []).flatMap((spec) => spec.tests), ...playwrightTests(suite.suites)])
}

function playwright() {
  announce('End-to-end tests (playwright test)')
  const reportFile = path.join(reports, 'playwright.json')
  return runCounted(
    'npx',
    ['playwright', 'test', '--reporter=list,json'],
    { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
    reportFile,
    (report) => ({
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      skipped: playwrightTests(report.suites)
        .filter((test) => test.status === 'skipped')
        .map((test) => test.annotations.find((annotation) => annotation.type === 'skip')?.description ?? 'end-to-end test'),
    }),
  )
}

async function main() {
  await ensureDependencies()
  await ensureBrowser()
  announce('Type check (tsc -b; tsc -p bench)')
  await run('npx', ['tsc', '-b'])
  await run('npx', ['tsc', '-p', 'bench'])
  announce('Lint (eslint .)')
  await run('npx', ['eslint', '.'])
  // The server's database tests run on PostgreSQL when DATABASE_URL is set (its setup creates and
  // drops scratch databases there), else on PGlite; with DATABASE_URL they run once more on PGlite.
  // That second pass leaves out the security suites, which call every route as every account and
  // check answers, not the engine's behaviour (the engine-specific paths have their own tests).
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
  await vitest(`Unit, component and server tests, server on ${engine} (vitest run)`, [], process.env)
  if (process.env.DATABASE_URL) {
    const args = ['--project', 'server', '--exclude', 'src/security/**']
    await vitest(`Server database tests on PGlite (vitest run ${args.join(' ')})`, args, withoutDatabaseUrl())
  }
  await buildIfStale()
  await playwright()
}

let failure
try {
  await main()
} catch (error) {
  failure = error
}
rmSync(reports, { recursive: true, force: true })
if (failure) {
  const reason = failure instanceof StepError ? failure.message : failure.stack
  console.error(`\nnpm test stopped: ${reason}`)
}
const skippedNote = counts.skipped > 0 ? `, ${counts.skipped} skipped (${[...skippedWhat].join('; ')})` : ''
console.log(`\n${counts.passed} passed, ${counts.failed} failed${skippedNote}`)
process.exit(failure || counts.failed > 0 ? 1 : 0)
