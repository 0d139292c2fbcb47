import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './e2e/support/chromium.js'
import { serverUrl } from './e2e/support/endpoints.js'

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/globalSetup.ts',
  // Two spec files at a time against the one server. A spec claims the records it changes
  // (e2e/support/claims.ts); the specs that bind a form to 合同 hold a lock (CONTRACT_FORM_LOCK).
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // A flaky test is fixed, not retried: a retry would hide it.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  outputDir: 'test-results',
  use: {
    baseURL: serverUrl,
    headless: true,
    locale: 'zh-CN',
    // The product drops antd's zoom and slide for this preference (AppConfigProvider): without
    // them a click never lands on a dialog still zooming in, and Chromium paints about 10 % less.
    // accessibility.spec.ts checks both settings.
    reducedMotion: 'reduce',
    // A failed test keeps its trace with DOM snapshots. Its screencast is left out: capturing frames
    // for every test kept Chromium's GPU process busy on the CPU and made the whole run 30 % longer.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
})
