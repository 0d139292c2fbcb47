import { defineProject } from 'vitest/config'
import { componentTests, sourceResolution } from '../../vitest.shared'

export default defineProject({
  // Client conditions only: the shared ssr conditions hand antd's dependencies that publish a
  // "source" export (raw .ts, e.g. scroll-into-view-if-needed) to Node, which cannot run them.
  resolve: sourceResolution.resolve,
  test: {
    name: 'form-designer',
    ...componentTests,
  },
})
