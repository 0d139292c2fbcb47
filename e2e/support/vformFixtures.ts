import { expect, test } from '@playwright/test'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

/** The public VForm form JSON samples, beside the repository (../shared/vform-fixtures). */
export const FIXTURES = path.resolve('../shared/vform-fixtures')

/** File names of the form JSON fixtures (the form-data sample left out), sorted; empty when the folder is absent. */
export const fixtures = existsSync(FIXTURES) ? readdirSync(FIXTURES).filter((file) => file.endsWith('.json') && !file.includes('formdata')).sort() : []

/**
 * The fixtures a UI loop in the browser goes through: a plain template and the richest one (a
 * master-detail form with a sub-form and disabled fields). The unit suites of form-core,
 * form-render and form-designer run every fixture; the browser adds what only it can show.
 */
export const uiFixtures = ['07-template-1-single-column.json', '11-template-5-master-detail-subform.json']

/** Skips the test visibly when the fixtures are absent, except under CI=true, where the test then fails on the count. */
export function skipWithoutFixtures(): void {
  test.skip(fixtures.length === 0 && process.env.CI !== 'true', `VForm fixtures not found at ${FIXTURES}`)
  test.expect(fixtures.length, 'fixtures present').toBeGreaterThan(0)
}

/**
 * Starts a test looping over `uiFixtures` in the browser: skips it as `skipWithoutFixtures` does,
 * checks the loop's fixtures are among those present, and gives the test `msPerFixture` for each
 * plus `msBesides`. Answers the fixtures to loop over.
 */
export function startUiFixtureLoop(msPerFixture: number, msBesides: number): readonly string[] {
  skipWithoutFixtures()
  expect(fixtures).toEqual(expect.arrayContaining(uiFixtures))
  test.setTimeout(uiFixtures.length * msPerFixture + msBesides)
  return uiFixtures
}
