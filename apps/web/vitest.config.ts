import { defineProject } from 'vitest/config'
import { componentTests, sourceResolution } from '../../vitest.shared'

export default defineProject({
  ...sourceResolution,
  test: {
    name: 'web',
    ...componentTests,
    setupFiles: ['./src/test-support/setup.ts'],
  },
})
