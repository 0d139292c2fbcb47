import { defineProject } from 'vitest/config'
import { sourceResolution } from '../../vitest.shared'

export default defineProject({
  ...sourceResolution,
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/globalSetup.ts'],
    // Starting PGlite (WebAssembly) takes seconds on a busy machine.
    hookTimeout: 180_000,
    testTimeout: 60_000,
  },
})
