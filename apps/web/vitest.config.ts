import { defineProject } from 'vitest/config'
import { componentTests, sourceResolution } from '../../vitest.shared'

export default defineProject({
  ...sourceResolution,
  test: {
    name: 'web',
    ...componentTests,
    setupFiles: ['./src/test-support/setup.ts'],
    // Shell tests render the whole app on a shared two-core machine; a generous ceiling, no timing claims.
    testTimeout: 20_000,
  },
})
