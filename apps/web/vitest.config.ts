import { defineProject } from 'vitest/config'
import { componentTests, sourceResolution, type ComponentTestFiles } from '../../vitest.shared'

/** The web app's tests over `files` (vitest.isolated.config.ts takes the isolated ones). */
export function webProject(files: ComponentTestFiles) {
  const test = componentTests(import.meta.dirname, 'web', files)
  return defineProject({
    ...sourceResolution,
    test: {
      ...test,
      // A worker thread per file costs less than a process here (docs/development.md, Vitest projects).
      pool: 'threads',
      setupFiles: [...test.setupFiles, './src/test-support/setup.ts'],
    },
  })
}

export default webProject('shared')
