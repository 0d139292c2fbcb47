import { defineProject } from 'vitest/config'
import { sourceResolution } from '../../vitest.shared'

export default defineProject({
  ...sourceResolution,
  test: {
    name: 'web',
    environment: 'happy-dom',
    setupFiles: ['./src/test-support/setup.ts'],
    // Shell tests render the whole app on a shared two-core machine; a generous ceiling, no timing claims.
    testTimeout: 20_000,
    // antd's CommonJS build would be required by Node, which follows the workspace-wide "source"
    // condition into the TypeScript sources of some of its dependencies; Vite handles its ESM build.
    server: { deps: { inline: ['antd', /@rc-component\//, 'scroll-into-view-if-needed', 'compute-scroll-into-view'] } },
    alias: [{ find: /^antd$/, replacement: 'antd/es/index.js' }],
  },
})
