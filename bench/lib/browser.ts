import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts'

export { CHROMIUM_PATH }

const PROBE_PATH = fileURLToPath(new URL('./pageProbe.js', import.meta.url))

export const VIEWPORT = { width: 1366, height: 900 }

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: run apt-get install -y chromium fonts-noto-cjk`)
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
}

export interface BenchPage {
  context: BrowserContext
  page: Page
  /** Requests the page tried to send off the loopback interface (all blocked). */
  blocked: string[]
}

function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  if (protocol === 'data:' || protocol === 'blob:') return true
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]'
}

/** Installs the probe (window.__bench, see pageProbe.js) into every page the context opens from now on. */
export async function installProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: PROBE_PATH })
}

/**
 * A fresh context and page with the probe (window.__bench) installed. Nothing leaves the machine:
 * requests to other hosts are aborted and listed. CSP is bypassed so the probe may compile the
 * adapters' page functions.
 */
export async function openBenchPage(browser: Browser): Promise<BenchPage> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, bypassCSP: true })
  const blocked: string[] = []
  await context.route('**/*', (route) => {
    const url = route.request().url()
    if (isLoopback(url)) return route.continue()
    blocked.push(url)
    return route.abort('blockedbyclient')
  })
  await installProbe(context)
  const page = await context.newPage()
  return { context, page, blocked }
}

/** Closes the context without waiting on a page stuck in a long task. */
export async function closeBenchPage({ context }: BenchPage): Promise<void> {
  await Promise.race([context.close(), new Promise((done) => setTimeout(done, 10_000))])
}
