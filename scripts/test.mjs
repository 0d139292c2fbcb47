// npm test: every check CI runs, stopping at the first failure.
// Ends with the line "N passed, N failed" (vitest and Playwright tests together), followed by
// ", N skipped (what)" when tests were skipped, e.g. the fixture tests without ../shared/vform-fixtures.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ensureBrowser } from './lib/browser.mjs'
import { staleBuild } from './lib/build.mjs'
import { runConcurrently } from './lib/concurrent.mjs'
import { ensureDependencies } from './lib/install.mjs'
import { announce, run, sinceStart, StepError } from './lib/run.mjs'

const reports = mkdtempSync(path.join(tmpdir(), 'tandem-test-'))
const counts = { passed: 0, failed: 0, skipped: 0 }
/** What was skipped: vitest's skipped suites by title, Playwright's skipped tests by their reason. */
const skippedWhat = new Set()

/** Runs a test command (`execute`) and adds the counts of its JSON report, even when tests failed. */
async function runCounted(execute, reportFile, readCounts) {
  try {
    await execute()
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

/** The vitest run as a step for runConcurrently, counted when `run` (that runs it) ends. */
function vitestStep(label) {
  const reportFile = path.join(reports, 'vitest.json')
  const step = {
    label,
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
    live: true,
  }
  const counted = (run) =>
    runCounted(run, reportFile, (report) => ({
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.testResults
        .flatMap((file) => file.assertionResults)
        .filter((test) => test.status === 'skipped' || test.status === 'pending')
        .map((test) => test.ancestorTitles[0] ?? test.title),
    }))
  return { step, counted }
}

/** Every test of a Playwright JSON report's suites, nested ones included. */
function playwrightTests(suites = []) {
  return suites.flatMap((suite) => [...(suite.specs ?? []).flatMap((spec) => spec.tests), ...playwrightTests(suite.suites)])
}

function playwright() {
  announce('End-to-end tests (playwright test)')
  const reportFile = path.join(reports, 'playwright.json')
  return runCounted(
    () => run('npx', ['playwright', 'test', '--reporter=list,json'], { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile } }),
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
  // The server's database tests run on PostgreSQL when DATABASE_URL is set (its setup creates and
  // drops scratch databases there) and, in the same run, on PGlite (the server-pglite project,
  // vitest.config.ts); without DATABASE_URL on PGlite only.
  const engines = process.env.DATABASE_URL ? 'PostgreSQL and PGlite' : 'PGlite'
  const typeCheck = { label: 'Type check', command: 'npx', args: ['tsc', '-b'] }
  const benchmarksCheck = { label: 'Type check of the benchmarks', command: 'npx', args: ['tsc', '-p', 'bench'] }
  const lint = { label: 'Lint', command: 'npx', args: ['eslint', '.'] }
  const vitest = vitestStep(`Unit, component and server tests, server on ${engines} (vitest run)`)
  const build = staleBuild()
  announce(`Type check and lint (tsc -b, tsc -p bench, eslint .), then vitest and ${build ? 'the build' : 'no build (up to date)'}, side by side`)
  // Vitest needs no build (the source condition), so it starts once lint and the benchmarks' check
  // leave a core to `tsc -b`; the build follows `tsc -b`, whose package outputs it reuses, beside Vitest.
  await vitest.counted(() =>
    runConcurrently([
      typeCheck,
      benchmarksCheck,
      lint,
      { ...vitest.step, after: [benchmarksCheck.label, lint.label] },
      ...(build ? [{ ...build, after: [typeCheck.label] }] : []),
    ]),
  )
  build?.built()
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
console.log(`\nnpm test took ${sinceStart()} (minutes:seconds)`)
console.log(`\n${counts.passed} passed, ${counts.failed} failed${skippedNote}`)
process.exit(failure || counts.failed > 0 ? 1 : 0)
