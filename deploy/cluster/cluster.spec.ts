// ports.js first: e2e/support's endpoints then point at the cluster's nginx and IdP.
import { idpPort, proxyPort, serverPorts } from './ports.js'
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { webBase } from '../../e2e/support/endpoints.js'
import { bindContractForm, data, field, FORM_API, publishForm } from '../../e2e/support/recordForms.js'
import { sealOnScreen } from '../../e2e/support/records.js'
import { signInAtIdp } from '../../e2e/support/signIn.js'
import { startCluster, type Cluster, type ProxiedRequest } from './cluster.js'
import { quantile, startLoad, type LoadResult, type WriteTarget } from './rollingLoad.js'

const LOGIN_LIMIT = 6
const LOAD_RATE = 50
const LIST_API = '/contracttandem/api/ContractSealed/GetContractList'
const FORM_NAME = '集群登记'

interface ContractRow {
  id: number
  contractNo: string
  department: string
  sealed: boolean
}

/** The servers (ports) that answered the requests matching `which`. */
function answeredBy(requests: ProxiedRequest[], which: (request: ProxiedRequest) => boolean): Set<number> {
  return new Set(requests.filter(which).map((request) => Number(request.upstreams.at(-1)?.split(':').at(-1))))
}

test.describe.serial('three servers behind nginx on PostgreSQL, Redis and S3 (s3rver)', () => {
  let cluster: Cluster
  let zhangsan: Page
  let admin: Page
  let own: ContractRow[]

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(420_000)
    cluster = await startCluster({
      proxyPort,
      idpPort,
      serverPorts,
      adminDatabaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      // A database of its own on the usual Redis, so other tests' counts of 127.0.0.1 never meet these.
      redisUrl: process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/5',
      loginRatePerMinute: LOGIN_LIMIT,
    })
    zhangsan = await (await browser.newContext()).newPage()
    admin = await (await browser.newContext()).newPage()
  })

  test.afterAll(async () => {
    await cluster?.stop()
  })

  test('the browser signs in through the IdP, lists, opens a record, downloads and uploads an attachment', async () => {
    await signInAtIdp(zhangsan, 'zhangsan', undefined, '/contractList?bizType=1&sealed=false')
    const rows = zhangsan.locator('.ant-table-tbody tr.ant-table-row')
    await rows.filter({ hasText: '采购部' }).first().click()
    await expect(zhangsan).toHaveURL(/\/contractDetail\?id=\d+$/)
    const attachments = zhangsan.locator('.ant-card', { hasText: /^附件（\d+）/ }).locator('.ant-table-tbody tr.ant-table-row')
    // The seeded attachments were written to the bucket by the first server; any server reads them.
    const [seeded] = await Promise.all([zhangsan.waitForEvent('download'), attachments.first().getByRole('button', { name: /下\s*载/ }).click()])
    expect((await readFile(await seeded.path())).length).toBeGreaterThan(0)

    const before = await attachments.count()
    const text = `集群上传 ${Date.now()}`
    await zhangsan.locator('.ant-upload input[type=file]').setInputFiles({ name: '集群说明.txt', mimeType: 'text/plain', buffer: Buffer.from(text) })
    await expect(zhangsan.locator('.ant-message').getByText('已上传附件：集群说明.txt')).toBeVisible()
    await expect(attachments).toHaveCount(before + 1)
    // Downloaded three times, so through every server in turn.
    const uploaded = attachments.filter({ hasText: '集群说明.txt' })
    for (let i = 0; i < 3; i++) {
      const [download] = await Promise.all([zhangsan.waitForEvent('download'), uploaded.getByRole('button', { name: /下\s*载/ }).click()])
      expect(await readFile(await download.path(), 'utf8')).toBe(text)
    }
  })

  test('a form published through one server is filled and saved in the browser through the others, then sealed', async () => {
    await signInAtIdp(admin, 'admin', undefined, '/formList')
    const formId = await publishForm(admin, `cluster-${Date.now()}`, FORM_NAME, {
      formConfig: { labelWidth: 100 },
      widgetList: [field('input', 'regNo', '登记编号', { required: true, validation: '/^JQ-\\d{4}$/', validationHint: '登记编号格式应为 JQ-四位数字' }), field('input', 'note', '登记说明')],
    })
    await bindContractForm(admin, formId)

    const list = await data<{ list: ContractRow[] }>(await zhangsan.request.get(LIST_API, { params: { bizType: 1, pageSize: 50, sealed: 'false' } }))
    own = list.list.filter((row) => row.department === '采购部' && !row.sealed)
    expect(own.length).toBeGreaterThan(10)
    const contract = own[0]

    await zhangsan.goto(`${webBase}/contractDetail?id=${contract.id}`)
    await zhangsan.getByRole('tab', { name: '扩展信息' }).click()
    const form = zhangsan.getByTestId('record-form')
    await expect(form.getByText(FORM_NAME)).toBeVisible()
    // Every server validates with the version just published: a bad value is refused, whichever answers.
    await form.locator('[data-widget-name="regNo"] input').fill('JQ-12')
    await form.locator('[data-widget-name="note"] input').fill('三台服务器')
    await form.getByRole('button', { name: /保\s*存/ }).click()
    await expect(form.getByText('登记编号格式应为 JQ-四位数字')).toBeVisible()
    await form.locator('[data-widget-name="regNo"] input').fill('JQ-2026')
    await form.getByRole('button', { name: /保\s*存/ }).click()
    await expect(zhangsan.getByText('扩展信息已保存')).toBeVisible()
    for (let i = 0; i < 3; i++) {
      const saved = await data<{ saved: { data: Record<string, unknown> } }>(await zhangsan.request.get(`${FORM_API}/Record/${contract.id}`))
      expect(saved.saved.data).toEqual({ regNo: 'JQ-2026', note: '三台服务器' })
    }

    await sealOnScreen(admin, contract.contractNo, '集群核对完毕')
    await zhangsan.goto(`${webBase}/contractDetail?id=${contract.id}`)
    await zhangsan.getByRole('tab', { name: '扩展信息' }).click()
    await expect(form.getByTestId('read-only-reason')).toContainText('该记录已封存，扩展信息只能查看')
  })

  test('nginx spread the browsers\' requests over all three servers, and none failed', () => {
    const requests = cluster.proxied()
    const api = (request: ProxiedRequest) => request.uri.startsWith('/contracttandem/api/')
    expect([...answeredBy(requests, api)].sort()).toEqual([...serverPorts].sort())
    expect([...answeredBy(requests, (request) => request.uri.endsWith('/Authentication/Callback'))].length).toBeGreaterThan(0)
    expect(requests.filter((request) => request.status >= 500)).toEqual([])
  })

  test(`the sign-in limit (${LOGIN_LIMIT} a minute) is counted across the servers`, async () => {
    const client = `10.${process.pid % 250}.8.${Date.now() % 250}`
    const statuses: number[] = []
    for (let i = 0; i < LOGIN_LIMIT + 3; i++) {
      const answer = await fetch(`${cluster.proxyUrl}/contracttandem/api/Authentication/Login`, { redirect: 'manual', headers: { 'x-forwarded-for': client } })
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, LOGIN_LIMIT).every((status) => status === 302)).toBe(true)
    expect(statuses.slice(LOGIN_LIMIT)).toEqual([429, 429, 429])
    const starts = cluster.proxied().filter((request) => request.uri === '/contracttandem/api/Authentication/Login').slice(-(LOGIN_LIMIT + 3))
    expect(answeredBy(starts, () => true).size).toBe(3)
  })

  test(`a rolling restart of all three under ${LOAD_RATE} requests/s with saves: none failed, none lost`, async () => {
    test.setTimeout(300_000)
    const cookie = (await zhangsan.context().cookies(cluster.proxyUrl)).map(({ name, value }) => `${name}=${value}`).join('; ')
    const targets: WriteTarget[] = []
    for (const row of own.slice(1, 13)) {
      const recordForm = await data<{ current: { versionId: number }; saved: { revision: number } | null }>(await zhangsan.request.get(`${FORM_API}/Record/${row.id}`))
      targets.push({ contractId: row.id, versionId: recordForm.current.versionId, revision: recordForm.saved?.revision ?? 0 })
    }
    const load = startLoad({ baseUrl: cluster.proxyUrl, cookie, ratePerSecond: LOAD_RATE, targets, tag: `restart-${Date.now()}`, formData: (note) => ({ regNo: 'JQ-0001', note }) })
    const exits: Array<number | null> = []
    const restartStarted = Date.now()
    let result: LoadResult
    try {
      for (const port of serverPorts) exits.push(await cluster.restart(port))
    } finally {
      result = await load.stop()
    }
    const restartMs = Date.now() - restartStarted
    console.log(
      `rolling restart: ${result.requests} requests (${result.writes} saves) in ${(restartMs / 1000).toFixed(1)} s of restarts, ` +
        `p50 ${quantile(result.latencies, 0.5).toFixed(0)} ms, p99 ${quantile(result.latencies, 0.99).toFixed(0)} ms, max ${quantile(result.latencies, 1).toFixed(0)} ms`,
    )

    expect(exits).toEqual([0, 0, 0])
    expect(result.failed).toEqual([])
    expect(result.writes).toBeGreaterThan(100)

    // Every confirmed save is in the record's history, and the last one is its data now.
    for (const target of targets) {
      const acknowledged = result.acknowledged.get(target.contractId)!
      const now = await data<{ saved: { revision: number; data: { note?: string } } }>(await zhangsan.request.get(`${FORM_API}/Record/${target.contractId}`))
      const history = await data<Array<{ data: { note?: string } }>>(await zhangsan.request.get(`${FORM_API}/Record/${target.contractId}/History`))
      const notes = new Set(history.map((entry) => entry.data.note))
      expect(acknowledged.filter(({ note }) => !notes.has(note))).toEqual([])
      if (acknowledged.length > 0) {
        expect(now.saved.revision).toBe(acknowledged.at(-1)!.revision)
        expect(now.saved.data.note).toBe(acknowledged.at(-1)!.note)
      }
    }
  })
})
