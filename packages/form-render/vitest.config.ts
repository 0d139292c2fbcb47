import { defineProject } from 'vitest/config'
import { componentTests, sourceResolution } from '../../vitest.shared'

export default defineProject({
  // Client conditions only: the shared ssr conditions hand antd's dependencies that publish a
  // "source" export (raw .ts, e.g. scroll-into-view-if-needed) to Node, which cannot run them.
  resolve: sourceResolution.resolve,
  test: {
    name: 'form-render',
    ...componentTests,
    // A worker thread per file costs less than a process here; form-designer is slower in threads
    // (docs/development.md, Vitest projects).
    pool: 'threads',
  },
})
