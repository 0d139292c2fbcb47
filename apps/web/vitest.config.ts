import { defineProject } from 'vitest/config'
import { componentTests, sourceResolution } from '../../vitest.shared'

// Each file with modules of its own: with shared modules a test once found sessionStorage written
// by work it had not started (docs/development.md, Vitest projects).
const test = componentTests(import.meta.dirname, 'web', 'every')

export default defineProject({
  ...sourceResolution,
  test: {
    ...test,
    // A worker thread per file costs less than a process here (docs/development.md, Vitest projects).
    pool: 'threads',
    setupFiles: [...test.setupFiles, './src/test-support/setup.ts'],
  },
})
