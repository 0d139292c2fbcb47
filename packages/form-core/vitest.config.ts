import { defineProject } from 'vitest/config'
import { sourceResolution } from '../../vitest.shared'

export default defineProject({
  ...sourceResolution,
  test: {
    name: 'form-core',
    environment: 'node',
    // tsc -b also emits compiled tests into dist/
    include: ['src/**/*.test.ts'],
  },
})
