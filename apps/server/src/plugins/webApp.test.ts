import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app.js'
import { buildTestApp, signIn } from '../test/index.js'
import { injectBootAnswers } from './bootAnswers.js'
import { injectClientConfig } from './webApp.js'

let app: App
let webDist: string
const vendorScript = Array.from({ length: 400 }, (_, i) => `export const value${i} = 'chunk text ${i}'`).join('\n')

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'tandem-web-'))
  await mkdir(path.join(webDist, 'js'))
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><meta name="tandem-config" content="{}"><title>合同管理平台</title></head><body></body></html>',
  )
  await writeFile(path.join(webDist, 'js', 'index-abc123.js'), 'console.log(1)')
  // A chunk as the build leaves it: the script beside its brotli and gzip copies.
  await writeFile(path.join(webDist, 'js', 'vendor-def456.js'), vendorScript)
  await writeFile(path.join(webDist, 'js', 'vendor-def456.js.br'), brotliCompressSync(vendorScript))
  await writeFile(path.join(webDist, 'js', 'vendor-def456.js.gz'), gzipSync(vendorScript))
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg/>')
  // What the web build lists per route: the page's scripts beyond the entry's.
  await mkdir(path.join(webDist, '.vite'))
  await writeFile(path.join(webDist, '.vite', 'route-preloads.json'), JSON.stringify({ '/contractList': ['js/contract-list-a1.js', 'js/vendor-def456.js'], '/formList': [] }))
  app = await buildTestApp({ config: { webDist, contractSystemId: 'CT01', suiteSystemId: 'OA' } })
})
afterAll(async () => {
  await app.close()
  await rm(webDist, { recursive: true, force: true })
})

const expectedMeta =
  '<meta name="tandem-config" content="{&#34;contractSystemId&#34;:&#34;CT01&#34;,&#34;suiteSystemId&#34;:&#34;OA&#34;,' +
  '&#34;loginUrl&#34;:&#34;/contracttandem/api/Authentication/Login&#34;,&#34;logoutUrl&#34;:&#34;/contracttandem/api/Authentication/Logout&#34;}">'

describe('SPA serving', () => {
  it('serves index.html with the runtime configuration and no caching', async () => {
    for (const url of ['/contract/web/', '/contract/web/contractList', '/contract/web/contractDetail?id=3']) {
      const response = await app.inject(url)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.headers['cache-control']).toBe('private, no-cache')
      expect(response.headers.vary).toMatch(/cookie/i)
      expect(response.body).toContain(expectedMeta)
    }
  })

  it('serves hashed assets with a long cache and answers real 404s for missing ones', async () => {
    const asset = await app.inject('/contract/web/js/index-abc123.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toMatch(/max-age=31536000.*immutable/)
    for (const url of ['/contract/web/js/missing-chunk.js', '/contract/web/css/missing.css', '/contract/web/missing.png']) {
      expect((await app.inject(url)).statusCode).toBe(404)
    }
    expect((await app.inject('/contract/web/favicon.svg')).statusCode).toBe(200)
  })

  it('sends a script as the brotli or gzip copy the client accepts, varying by Accept-Encoding', async () => {
    const url = '/contract/web/js/vendor-def456.js'
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/)
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(Number(br.headers['content-length'])).toBeLessThan(vendorScript.length / 4)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(vendorScript)

    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.headers.vary).toMatch(/accept-encoding/i)
    expect(gunzipSync(gz.rawPayload).toString()).toBe(vendorScript)

    const refusedBr = await app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip' } })
    expect(refusedBr.headers['content-encoding']).toBe('gzip')

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toMatch(/accept-encoding/i)
    expect(plain.body).toBe(vendorScript)
  })

  it('sends a file without compressed copies as it is, and the HTML compressed but never cached', async () => {
    const small = await app.inject({ url: '/contract/web/js/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } })
    expect(small.statusCode).toBe(200)
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.body).toBe('console.log(1)')
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const favicon = await app.inject({ url: '/contract/web/favicon.svg', headers: { 'accept-encoding': 'br' } })
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600')
    expect(favicon.headers['cache-control']).not.toContain('immutable')
    const html = await app.inject({ url: '/contract/web/contractList', headers: { 'accept-encoding': 'gzip' } })
    expect(html.headers['cache-control']).toBe('private, no-cache')
    expect(html.headers.vary).toMatch(/accept-encoding/i)
  })

  it('redirects / and /contract/web to the app', async () => {
    for (const url of ['/', '/contract/web']) {
      const response = await app.inject(url)
      expect(response.statusCode).toBe(302)
      expect(response.headers.location).toBe('/contract/web/')
    }
  })

  it('sends a CSP fit for the antd SPA, with script evaluation only on the pages that render forms', async () => {
    const csp = (await app.inject('/contract/web/contractList')).headers['content-security-policy'] as string
    // Inline <script> elements and evaluated strings are forbidden outside the form pages.
    expect(csp).toMatch(/script-src 'self'(;|$)/)
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
    expect(csp).toContain("img-src 'self' data: http://localhost:8081")
    expect(csp).toContain("connect-src 'self'")
    // Record and print pages get it only for a form with scripts (modules/forms/pageScripts.test.ts).
    for (const page of ['/contract/web/formDesigner?id=1', '/contract/web/formList', '/contract/web/playground.html']) {
      const formCsp = (await app.inject(page)).headers['content-security-policy'] as string
      expect(formCsp, page).toMatch(/script-src 'self' 'unsafe-eval'(;|$)/)
    }
    for (const other of ['/contract/web/', '/contract/web/formListing', '/contracttandem/api/Authentication/GetUserInfo']) {
      expect((await app.inject(other)).headers['content-security-policy'], other).not.toContain('unsafe-eval')
    }
  })

  it('sends a script only the headers that apply to a script; pages and other files keep the whole set', async () => {
    const script = await app.inject({ url: '/contract/web/js/vendor-def456.js', headers: { 'accept-encoding': 'br' } })
    expect(script.statusCode).toBe(200)
    expect(script.headers['x-content-type-options']).toBe('nosniff')
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(script.headers['referrer-policy']).toBe('same-origin')
    for (const documentOnly of ['content-security-policy', 'cross-origin-opener-policy', 'x-frame-options', 'origin-agent-cluster', 'x-xss-protection', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-dns-prefetch-control']) {
      expect(script.headers[documentOnly], documentOnly).toBeUndefined()
    }
    // A page, a file that is not a build script (a worker could be one), and a look-alike path keep the page's set.
    for (const url of ['/contract/web/contractList', '/contract/web/favicon.svg', '/contract/web/js/../contractList', '/contract/web/js/x.js/../../contractList']) {
      const response = await app.inject(url)
      expect(response.headers['content-security-policy'], url).toMatch(/script-src 'self'/)
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN')
    }
  })

  it('lets the pages that render forms reach FORM_IMAGE_HOSTS and FORM_CONNECT_HOSTS; other pages stay on the IdP and the site', async () => {
    const formHosts = { imageHosts: ['https://img.example.com'], connectHosts: ['https://api.example.com', 'https://*.files.example.com'] }
    const hosted = await buildTestApp({ config: { webDist, formHosts } })
    try {
      const directives = async (url: string) => {
        const csp = (await hosted.inject(url)).headers['content-security-policy'] as string
        return Object.fromEntries(csp.split(';').map((directive) => [directive.split(' ')[0], directive]))
      }
      const formPage = await directives('/contract/web/contractDetail?id=3')
      expect(formPage['img-src']).toBe("img-src 'self' data: http://localhost:8081 https://img.example.com")
      expect(formPage['connect-src']).toBe("connect-src 'self' https://api.example.com https://*.files.example.com")
      const otherPage = await directives('/contract/web/contractList')
      expect(otherPage['img-src']).toBe("img-src 'self' data: http://localhost:8081")
      expect(otherPage['connect-src']).toBe("connect-src 'self'")
    } finally {
      await hosted.close()
    }
  })

  it('keeps the referrer within the site, so the page\'s own form POSTs carry its Origin', async () => {
    expect((await app.inject('/contract/web/contractList')).headers['referrer-policy']).toBe('same-origin')
  })

  it('sends HSTS over https only', async () => {
    expect((await app.inject('/contract/web/')).headers['strict-transport-security']).toBeUndefined()
  })

  it('gives a signed-in page the answers of the start calls, and an anonymous one none', async () => {
    const bootOf = (body: string) => {
      const json = body.match(/<script type="application\/json" id="tandem-boot">(.*?)<\/script><\/head>/)?.[1]
      return json === undefined ? undefined : (JSON.parse(json) as Record<string, { success: boolean; data: Record<string, unknown> }>)
    }
    const cookie = await signIn(app, 'zhangsan')
    const page = await app.inject({ url: '/contract/web/contractList?keyword=%3C%2Fscript%3E', headers: { cookie } })
    const boot = bootOf(page.body)
    expect(Object.keys(boot ?? {})).toEqual([
      '/contracttandem/api/Authentication/GetUserInfo',
      '/unifiedauth/api/Frontend/GetUserMenusAndCodes?SystemId=CT01',
      '/unifiedauth/api/Frontend/GetUserMenusAndCodes?SystemId=OA',
    ])
    // The same answers the calls give the browser.
    for (const [url, answer] of Object.entries(boot!)) expect(answer).toEqual((await app.inject({ url, headers: { cookie } })).json())
    expect(boot!['/contracttandem/api/Authentication/GetUserInfo'].data.account).toBe('zhangsan')
    expect(boot!['/unifiedauth/api/Frontend/GetUserMenusAndCodes?SystemId=CT01'].data.menuCodeList).toContain('htc')

    expect(bootOf((await app.inject('/contract/web/contractList')).body)).toBeUndefined()
    const expired = await app.inject({ url: '/contract/web/contractList', headers: { cookie: 'tandem_sid=unknown' } })
    expect(expired.statusCode).toBe(200)
    expect(bootOf(expired.body)).toBeUndefined()
  })

  it("names a signed-in page's route scripts as modulepreload links, same-origin under the policy's script-src 'self'", async () => {
    const preloadsOf = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1])
    const cookie = await signIn(app, 'zhangsan')
    const page = await app.inject({ url: '/contract/web/contractList?keyword=x', headers: { cookie } })
    expect(preloadsOf(page.body)).toEqual(['/contract/web/js/contract-list-a1.js', '/contract/web/js/vendor-def456.js'])
    expect(page.body).toMatch(/<link rel="modulepreload"[^>]*><script type="application\/json" id="tandem-boot">/)
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'[;]/)
    // Another route, a route without scripts of its own, and an anonymous visit (it goes to sign-in) name none.
    for (const other of [await app.inject({ url: '/contract/web/nowhere', headers: { cookie } }), await app.inject({ url: '/contract/web/formList', headers: { cookie } }), await app.inject('/contract/web/contractList')]) {
      expect(preloadsOf(other.body)).toEqual([])
    }
  })

  it('escapes the boot answers, so no text ends their script element', () => {
    const answers = { '/a': { data: '</script><script>alert(1)</script><!--' } }
    const json = injectBootAnswers('<head></head>', answers).match(/id="tandem-boot">(.*)<\/script><\/head>$/)?.[1]
    expect(json).not.toContain('<')
    expect(JSON.parse(json!)).toEqual(answers)
  })

  it('escapes the injected JSON', () => {
    expect(injectClientConfig('<meta name="tandem-config" content="{}" />', { a: '"><script>' })).toBe(
      '<meta name="tandem-config" content="{&#34;a&#34;:&#34;\\&#34;&#62;&#60;script&#62;&#34;}">',
    )
  })
})
