import { defineProject } from 'vitest/config'
import { componentTests, sourceResolution, type ComponentTestFiles } from '../../vitest.shared'

/** form-render's tests over `files` (vitest.isolated.config.ts takes the isolated ones). */
export function formRenderProject(files: ComponentTestFiles) {
  return defineProject({
    // Client conditions only: the shared ssr conditions hand antd's dependencies that publish a
    // "source" export (raw .ts, e.g. scroll-into-view-if-needed) to Node, which cannot run them.
    resolve: sourceResolution.resolve,
    test: {
      ...componentTests(import.meta.dirname, 'form-render', files),
      // A worker thread per file costs less than a process here; form-designer is slower in threads
      // (docs/development.md, Vitest projects).
      pool: 'threads',
      // Real antd popups driven key by key are slow on a busy machine: a hang guard, not a timing check.
      testTimeout: 30_000,
    },
  })
}

export default formRenderProject('shared')
