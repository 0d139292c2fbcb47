import { defaultServerConditions } from 'vite'
import { defineProject } from 'vitest/config'
import { sourceResolution } from '../../vitest.shared'

export default defineProject({
  ...sourceResolution,
  // Resolve packages as Node does at run time: the "module" condition picks ESM builds that only
  // bundlers can load (e.g. @aws-sdk's dist-es with extensionless imports).
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions.filter((condition) => condition !== 'module')] } },
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
