import { launchChromium, openBenchPage } from '../lib/index.ts'
import { generateMixedForm } from '../form-render/generate.ts'

const fields = Number(process.argv[2] ?? 20)
const browser = await launchChromium()
const bench = await openBenchPage(browser)
const page = bench.page
await page.goto('http://localhost:8090/contract/web/playground.html')
await page.waitForFunction("typeof window.__formPlayground?.setFormJson === 'function'")
await page.evaluate((json) => (window as never as { __formPlayground: { setFormJson(j: unknown): Promise<void> } }).__formPlayground.setFormJson(json), generateMixedForm(fields).json)
await page.locator('[data-widget-type="input"] input').first().focus()
const cdp = await page.context().newCDPSession(page)
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 50 })
await cdp.send('Profiler.start')
for (let n = 0; n < 200; n++) {
  await page.keyboard.down('a'); await page.keyboard.up('a')
  if (n % 20 === 19) await page.keyboard.press('Control+a'), await page.keyboard.press('Backspace')
  await page.waitForTimeout(20)
}
const { profile } = await cdp.send('Profiler.stop') as { profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }[]; samples: number[]; timeDeltas: number[] } }
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const self = new Map<string, number>()
const parent = new Map<number, number>()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const total = new Map<string, number>()
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i + 1] ?? 0
  const n = byId.get(id)!
  const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`
  self.set(key, (self.get(key) ?? 0) + dt)
  const seen = new Set<string>()
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const m = byId.get(cur)!
    const k = `${m.callFrame.functionName || '(anon)'} ${m.callFrame.url.split('/').pop()}:${m.callFrame.lineNumber}:${m.callFrame.columnNumber}`
    if (seen.has(k)) continue
    seen.add(k)
    total.set(k, (total.get(k) ?? 0) + dt)
  }
})
const keys = 220
console.log('SELF (µs per key)')
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 35)) console.log((v / keys).toFixed(1).padStart(8), k)
console.log('TOTAL (µs per key)')
for (const [k, v] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log((v / keys).toFixed(1).padStart(8), k)
await browser.close()
