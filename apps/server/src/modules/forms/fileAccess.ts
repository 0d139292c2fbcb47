import { endpoints, pathOf } from '@tandem/api-contract'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { files, recordFormData } from '../../db/schema/index.js'
import { visibleIds, type Viewer } from '../contracts/index.js'

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const DOWNLOAD_URL = new RegExp(`^(?:https?://[^/]+)?${escapeRegExp(endpoints.files.download.path).replace(':id', `(${UUID})`)}(?:\\?inline=1)?$`, 'i')

/** The stored file a value's url names, or null for any other address. */
export function fileIdOf(url: string): string | null {
  return DOWNLOAD_URL.exec(url)?.[1].toLowerCase() ?? null
}

/** Every { name, url } object inside stored form data (upload values, in sub-form rows too). */
export function fileUrlsIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const item of value) fileUrlsIn(item, found)
  else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record.url === 'string' && typeof record.name === 'string') found.add(record.url)
    else for (const item of Object.values(record)) fileUrlsIn(item, found)
  }
  return found
}

/**
 * Which uploaded files a user may put into a record's form data: files of the platform's storage
 * they uploaded themselves, or files the record's saved data already holds (kept when someone
 * else edits it). The saved data is read once, on the first file checked; lookups are memoised.
 */
export function fileReadability(db: Db, userId: number, savedData: () => Promise<unknown>) {
  let alreadyThere: Promise<Set<string>> | undefined
  const savedFileIds = () =>
    (alreadyThere ??= savedData().then((data) => new Set([...fileUrlsIn(data)].map(fileIdOf).filter((id): id is string => id !== null))))
  const answers = new Map<string, Promise<boolean>>()
  const ownUpload = async (id: string) =>
    (
      await db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.id, id), eq(files.uploaderId, userId)))
    ).length > 0
  return (file: { url: string }): Promise<boolean> => {
    const id = fileIdOf(file.url)
    if (id === null) return Promise.resolve(false)
    if (!answers.has(id)) answers.set(id, savedFileIds().then((saved) => saved.has(id) || ownUpload(id)))
    return answers.get(id)!
  }
}

/** Whether the form data of a record the viewer may read holds the stored file (an upload value). */
export async function isInReadableRecordForm(db: Db, viewer: Viewer, fileId: string): Promise<boolean> {
  const holders = await db
    .select({ contractId: recordFormData.contractId })
    .from(recordFormData)
    .where(sql`${recordFormData.data}::text like ${`%${pathOf(endpoints.files.download, { id: fileId })}%`}`)
  if (holders.length === 0) return false
  return (
    (
      await visibleIds(
        db,
        viewer,
        holders.map((holder) => holder.contractId),
      )
    ).size > 0
  )
}
