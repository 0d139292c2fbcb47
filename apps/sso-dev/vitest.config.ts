import { defineProject } from 'vitest/config'
import { sourceResolution } from '../../vitest.shared'

export default defineProject({
  ...sourceResolution,
  test: {
    name: 'sso-dev',
    environment: 'node',
    // tsc -b also compiles the tests into dist/; run only the sources.
    include: ['src/**/*.test.ts'],
  },
})
