import { defineProject } from 'vitest/config'
import { componentTests, sourceResolution } from '../../vitest.shared'

export default defineProject({
  ...sourceResolution,
  test: {
    name: 'web',
    ...componentTests,
    // A worker thread per file costs less than a process here; form-designer is slower in threads
    // (docs/development.md, Vitest projects).
    pool: 'threads',
    setupFiles: ['./src/test-support/setup.ts'],
  },
})
