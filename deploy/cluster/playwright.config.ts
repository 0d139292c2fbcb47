// ports.js first: it points e2e/support's endpoints (read once, also by the base configuration) at the cluster.
import { proxyPort } from './ports.js'
import { defineConfig } from '@playwright/test'
import baseConfig from '../../playwright.config.js'

// `npm run test:cluster`: the spec starts its own cluster (cluster.ts), so no global setup; the
// browser settings are the end-to-end tests' own.
export default defineConfig({
  ...baseConfig,
  testDir: '.',
  testMatch: 'cluster.spec.ts',
  globalSetup: undefined,
  timeout: 120_000,
  outputDir: '../../test-results/cluster',
  use: { ...baseConfig.use, baseURL: `http://localhost:${proxyPort}` },
})
