import { fileURLToPath } from 'node:url'
import type { BrowserContext } from 'playwright-core'
import { launchChromium, recordScripts, VIEWPORT, writeDocsSection } from '../lib/index.ts'
import { signIn, startPlatform, type Platform } from '../lib/platform.ts'

const DOCS_FILE = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url))
/** What the issue puts the contract list's first load under (gzip). */
const TARGET_KB = 300
const PORT = Number(process.env.BENCH_PORT || 18690)

/** The routes measured, as admin sees them; `{record}` is the first contract of the list. */
const ROUTES = ['/contractList', '/contractDetail?id={record}', '/safeKeeping', '/authorize', '/formList', '/formDesigner', '/playground.html']

/**
 * The JavaScript the first load of `route` fetches, gzip -9: a new page of the signed-in context with
 * the browser cache off, measured once the page shows its content (the layout's h1, or anything in
 * the playground's root) and the network is idle.
 */
async function measure(platform: Platform, context: BrowserContext, route: string) {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const sizes = recordScripts(page)
  await page.goto(`${platform.web}${route}`)
  if (new URL(page.url()).origin !== platform.server) throw new Error(`${route} left the site for ${page.url()}`)
  await page.locator(route.endsWith('.html') ? '#root *' : 'main h1').first().waitFor({ timeout: 60_000 })
  await page.waitForLoadState('networkidle')
  await page.locator('.ant-spin-spinning, .ant-skeleton').first().waitFor({ state: 'detached', timeout: 60_000 }).catch(() => undefined)
  const result = await sizes()
  await page.close()
  return result
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

async function main(): Promise<void> {
  const dist = process.argv.indexOf('--dist')
  // A fresh embedded database with the seed, whatever the shell points at.
  const platform = await startPlatform({ port: PORT, webDist: dist > 0 ? process.argv[dist + 1] : undefined })
  const browser = await launchChromium()
  try {
    const page = await (await browser.newContext({ viewport: VIEWPORT })).newPage()
    await signIn(page, platform, 'admin', 'admin123')
    const list = await page.request.get(`${platform.server}/contracttandem/api/ContractSealed/GetContractList`, { params: { bizType: 1, pageSize: 1 } })
    const record = ((await list.json()) as { data: { list: { id: number }[] } }).data.list[0].id
    const rows: string[] = []
    for (const route of ROUTES.map((entry) => entry.replace('{record}', String(record)))) {
      const { files, gzipBytes } = await measure(platform, page.context(), route)
      console.log(`${route}: ${files.length} scripts, ${kb(gzipBytes)} KB gzip`)
      rows.push(`| \`${route.replace(/=\d+$/, '=…')}\` | ${files.length} | ${kb(gzipBytes)} |`)
    }
    if (!process.argv.includes('--no-write')) {
      writeDocsSection(
        DOCS_FILE,
        'routes',
        [
          '## JavaScript per route (`npm run bench:routes -w bench`)',
          '',
          `What a browser fetches for the first load of each route, signed in as admin (browser cache off): every script response, gzip level 9. The target for /contractList is under ${TARGET_KB} KB. Measured ${new Date().toISOString().slice(0, 10)}.`,
          '',
          '| route | scripts | gzip KB |',
          '|---|---|---|',
          ...rows,
        ].join('\n'),
      )
    }
  } finally {
    await browser.close()
    await platform.stop()
  }
}

await main()
