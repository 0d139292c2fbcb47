import { fileURLToPath } from 'node:url'
import type { BrowserContext, CDPSession, Page } from 'playwright-core'
import { currentLoad, launchChromium, median, VIEWPORT, writeDocsSection } from '../lib/index.ts'
import { signIn, startPlatform, type Platform } from '../lib/platform.ts'

const DOCS_FILE = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url))
const PORT = Number(process.env.BENCH_PORT || 18694)
const RUNS = Number(process.env.BENCH_RUNS || 3)

/** The link of an office on a modest line: 10 Mbit/s both ways, 40 ms round trip. */
const LINK = { offline: false, latency: 40, downloadThroughput: (10 * 1e6) / 8, uploadThroughput: (10 * 1e6) / 8 }

interface RouteProbe {
  route: string
  /** What "usable" means on the route: the element that shows once its content is there. */
  ready: string
  /** Targets of the issue, in ms (cold, warm), where it names them. */
  targets?: { cold: number; warm?: number }
}

const ROUTES: RouteProbe[] = [
  { route: '/contractList', ready: '.ant-table-tbody tr.ant-table-row', targets: { cold: 1500, warm: 600 } },
  { route: '/safeKeeping', ready: '.ant-table-tbody tr.ant-table-row' },
  { route: '/contractDetail?id={record}', ready: '.ant-descriptions' },
  { route: '/formDesigner', ready: '[data-palette-type="input"]', targets: { cold: 2500 } },
]

interface Visit {
  /** From the navigation's start to the ready element on screen, ms. */
  readyMs: number
  /** Bytes of script received over the network (as encoded on the wire; 0 when served from cache). */
  scriptWireBytes: number
  /** Bytes of everything received over the network. */
  wireBytes: number
}

/** Sums the encoded bytes the page receives, scripts apart, from the DevTools network events. */
function countWire(cdp: CDPSession) {
  const scripts = new Set<string>()
  let script = 0
  let total = 0
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId)
  })
  cdp.on('Network.loadingFinished', (event) => {
    total += event.encodedDataLength
    if (scripts.has(event.requestId)) script += event.encodedDataLength
  })
  return {
    reset() {
      script = 0
      total = 0
    },
    read: () => ({ scriptWireBytes: script, wireBytes: total }),
  }
}

declare global {
  interface Window {
    __readyAt?: number
  }
}

/**
 * Installed before the page's scripts: records, in the page's own clock (performance.now() counts
 * from the navigation's start), the frame in which the ready element first shows. Timed inside the
 * page, the figure does not include the protocol round trips and polling of waiting from outside.
 * A string, so the bench's compiler adds no helpers the page lacks.
 */
const timeReadyElement = (selector: string) => `
  const observer = new MutationObserver(() => {
    const shown = Array.from(document.querySelectorAll(${JSON.stringify(selector)})).some((element) => element.getClientRects().length > 0)
    if (!shown) return
    observer.disconnect()
    requestAnimationFrame(() => (window.__readyAt = performance.now()))
  })
  observer.observe(document, { childList: true, subtree: true, attributes: true })
`

async function visit(page: Page, url: string, wire: ReturnType<typeof countWire>): Promise<Visit> {
  wire.reset()
  await page.goto(url, { waitUntil: 'commit' })
  await page.waitForFunction(() => window.__readyAt !== undefined, undefined, { timeout: 60_000 })
  const readyMs = await page.evaluate(() => window.__readyAt!)
  await page.waitForLoadState('networkidle')
  return { readyMs, ...wire.read() }
}

/** Cold (HTTP cache emptied) then warm (the same page again, cache kept) visits of one route, RUNS times. */
async function measure(platform: Platform, context: BrowserContext, probe: RouteProbe, route: string) {
  const cold: Visit[] = []
  const warm: Visit[] = []
  for (let run = 0; run < RUNS; run++) {
    const page = await context.newPage()
    await page.addInitScript({ content: timeReadyElement(probe.ready) })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', LINK)
    await cdp.send('Network.clearBrowserCache')
    const wire = countWire(cdp)
    const url = `${platform.web}${route}`
    cold.push(await visit(page, url, wire))
    warm.push(await visit(page, url, wire))
    await page.close()
  }
  const summary = (visits: Visit[]) => ({
    readyMs: median(visits.map((v) => v.readyMs)),
    scriptKb: median(visits.map((v) => v.scriptWireBytes)) / 1024,
    totalKb: median(visits.map((v) => v.wireBytes)) / 1024,
  })
  return { cold: summary(cold), warm: summary(warm) }
}

const ms = (value: number) => Math.round(value).toLocaleString('en-US')
const kb = (value: number) => value.toFixed(1)

async function main(): Promise<void> {
  const loadAtStart = currentLoad()
  const dist = process.argv.indexOf('--dist')
  // A fresh embedded database with the seed; --dist measures a web build other than apps/web/dist.
  const platform = await startPlatform({ port: PORT, webDist: dist > 0 ? process.argv[dist + 1] : undefined })
  const browser = await launchChromium()
  const rows: string[] = []
  try {
    const context = await browser.newContext({ viewport: VIEWPORT })
    const page = await context.newPage()
    await signIn(page, platform, 'admin', 'admin123')
    const list = await page.request.get(`${platform.server}/contracttandem/api/ContractSealed/GetContractList`, { params: { bizType: 1, pageSize: 1 } })
    const record = ((await list.json()) as { data: { list: { id: number }[] } }).data.list[0].id
    await page.close()
    // --route /contractList measures that route only (repeat it for several).
    const only = process.argv.flatMap((arg, index) => (process.argv[index - 1] === '--route' ? [arg] : []))
    for (const probe of ROUTES.filter((entry) => only.length === 0 || only.includes(entry.route.split('?')[0]))) {
      const route = probe.route.replace('{record}', String(record))
      const { cold, warm } = await measure(platform, context, probe, route)
      const target = probe.targets ? ` (target ${ms(probe.targets.cold)}${probe.targets.warm ? ` / ${ms(probe.targets.warm)}` : ''})` : ''
      console.log(`${route}: cold ${ms(cold.readyMs)} ms, ${kb(cold.scriptKb)} KB script; warm ${ms(warm.readyMs)} ms, ${kb(warm.scriptKb)} KB script${target}`)
      rows.push(
        `| \`${probe.route.replace('{record}', '…')}\` | ${ms(cold.readyMs)} | ${kb(cold.scriptKb)} | ${kb(cold.totalKb)} | ${ms(warm.readyMs)} | ${kb(warm.totalKb)} | ${target.trim().replace(/^\(|\)$/g, '') || '–'} |`,
      )
    }
  } finally {
    await browser.close()
    await platform.stop()
  }
  const loadAtEnd = currentLoad()
  if (process.argv.includes('--no-write')) return
  writeDocsSection(
    DOCS_FILE,
    'first-visit',
    [
      '## First visit on a 10 Mbit/s link (`npm run bench:first-visit -w bench`)',
      '',
      `Each route opened by a signed-in admin in Chromium with the network emulated at 10 Mbit/s down and up and 40 ms round trip (DevTools network emulation): cold with the HTTP cache emptied, then warm (the same page again, cache kept). "ready" is the time from the navigation's start until the frame in which the route's content first shows (the list's first row, the record's fields, the designer's palette), timed inside the page; the KB are bytes received as encoded on the wire (brotli from the server). Median of ${RUNS} runs; 2 CPU cores shared with other work, 1-minute load average ${loadAtStart} at the start and ${loadAtEnd} at the end. Measured ${new Date().toISOString().slice(0, 10)}.`,
      '',
      '| route | cold ready ms | cold script KB | cold total KB | warm ready ms | warm total KB | target cold / warm ms |',
      '|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  )
}

await main()
