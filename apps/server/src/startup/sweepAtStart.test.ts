import { randomUUID } from 'node:crypto'
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { endpoints, pathOf } from '@tandem/api-contract'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../app.js'
import { files } from '../db/schema/index.js'
import { uploadSpoolDir } from '../modules/files/index.js'
import { LocalFileStorage } from '../storage/index.js'
import { buildTestApp, signIn, testConfig, uploadFile } from '../test/index.js'
import { sweepAtStart } from './index.js'

const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60_000)

let app: App
let dataDir: string
let storageDir: string
/** The storage the app writes to, as the start-up hands it to the sweep. */
let storage: LocalFileStorage
let zhangsan: string

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tandem-sweep-'))
  // A storage of its own: the sweep would take other test files' uploads for orphans of this database.
  storageDir = path.join(dataDir, 'files')
  app = await buildTestApp({ config: { dataDir, files: { ...testConfig().files, storage: { kind: 'local', dir: storageDir } } } })
  storage = new LocalFileStorage(storageDir)
  zhangsan = await signIn(app, 'zhangsan')
})
afterAll(async () => {
  await app.close()
  await rm(dataDir, { recursive: true, force: true })
})

/** What a crash leaves behind: a spooled upload, a half-written stored file, and stored bytes whose row was never written. */
async function crashLeftovers(modified?: Date) {
  const spooled = path.join(uploadSpoolDir(dataDir), randomUUID())
  const partial = path.join(storageDir, '.tmp', `${randomUUID()}.part`)
  for (const file of [spooled, partial]) {
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, '半截')
  }
  const orphan = await storage.put(Readable.from('没有记录的文件'))
  if (modified) {
    for (const file of [spooled, partial, path.join(storageDir, orphan)]) await utimes(file, modified, modified)
  }
  return { spooled, partial, orphan }
}

/** A file uploaded and committed (bytes and row), optionally with its bytes dated `modified`. */
async function committedFile(name: string, modified?: Date) {
  const id = await uploadFile(app, zhangsan, name, `${name} 的内容`)
  const [{ storageKey }] = await app.db.select({ storageKey: files.storageKey }).from(files).where(eq(files.id, id))
  if (modified) await utimes(path.join(storageDir, storageKey), modified, modified)
  return { id, storageKey }
}

const entries = (dir: string) => readdir(dir).catch(() => [])

async function downloaded(fileId: string) {
  const response = await app.inject({ url: pathOf(endpoints.files.download, { id: fileId }), headers: { cookie: zhangsan } })
  return response.statusCode === 200 ? response.rawPayload.toString('utf8') : `HTTP ${response.statusCode}`
}

describe('sweepAtStart', () => {
  it('removes every leftover of a crash when this process holds the data alone, and keeps committed files', async () => {
    const kept = await committedFile('保留.txt')
    const left = await crashLeftovers()
    const warn = vi.spyOn(app.log, 'warn')

    await sweepAtStart(app.db, storage, dataDir, true, app.log)

    expect(await entries(uploadSpoolDir(dataDir))).not.toContain(path.basename(left.spooled))
    expect(await entries(path.join(storageDir, '.tmp'))).not.toContain(path.basename(left.partial))
    expect(await storage.exists(left.orphan)).toBe(false)
    expect(await storage.exists(kept.storageKey)).toBe(true)
    expect(await downloaded(kept.id)).toBe('保留.txt 的内容')
    expect(warn).toHaveBeenCalledWith({ removed: 1 }, 'stored files without a database row removed')
    warn.mockRestore()
  })

  it('keeps leftovers younger than an hour when servers share the database, as another may still be writing them', async () => {
    const young = await crashLeftovers()
    const old = await crashLeftovers(TWO_HOURS_AGO)
    const kept = await committedFile('旧文件.txt', TWO_HOURS_AGO)

    await sweepAtStart(app.db, storage, dataDir, false, app.log)

    expect(await entries(uploadSpoolDir(dataDir))).toEqual([path.basename(young.spooled)])
    expect(await entries(path.join(storageDir, '.tmp'))).toEqual([path.basename(young.partial)])
    expect(await storage.exists(young.orphan)).toBe(true)
    expect(await storage.exists(old.orphan)).toBe(false)
    expect(await downloaded(kept.id)).toBe('旧文件.txt 的内容')
  })
})
