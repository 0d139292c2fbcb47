import { inArray } from 'drizzle-orm'
import type { Db } from '../client.js'
import {
  contractHistory,
  contracts,
  sealAudits,
  type BizType,
  type ContractStatus,
} from '../schema/index.js'
import { randomFor, type Random } from './random.js'
import type { DepartmentName } from './reference.js'
import * as words from './vocabulary.js'

export interface RecordRefs {
  departmentIds: ReadonlyMap<string, number>
  /** Users who seal in the generated history (by id). */
  sealerIds: readonly number[]
  /** The seed day (UTC midnight): every generated history date lies on or before it. */
  today: Date
}

export interface InsertRecordsOptions {
  bizType: BizType
  count: number
  /** Index of the first record; records are a pure function of (bizType, index). */
  offset?: number
  /** Also history and sealing audit rows (false for bulk benchmarks); attachments come from seedAttachments. */
  withDetails?: boolean
  batchSize?: number
}

const prefixes: Record<BizType, string> = { 1: 'HT', 2: 'BS', 3: 'GW', 4: 'LSH' }

const departmentWeights: Record<BizType, ReadonlyArray<readonly [DepartmentName, number]>> = {
  1: [['采购部', 26], ['工程部', 20], ['市场部', 18], ['财务部', 12], ['法务部', 10], ['行政部', 9], ['人力资源部', 5]],
  2: [['采购部', 45], ['工程部', 35], ['市场部', 20]],
  3: [['行政部', 40], ['人力资源部', 20], ['财务部', 20], ['法务部', 20]],
  4: [['法务部', 70], ['市场部', 15], ['采购部', 15]],
}

/** Who the parties are, by kind: a 公文 has no 甲方/乙方. [own side, counterparty]. */
const partyRoles: Record<BizType, readonly [string, string]> = {
  1: ['甲方', '乙方'],
  2: ['投标人', '招标人'],
  3: ['发文机关', '主送机关'],
  4: ['委托人', '收函方'],
}

const DAY = 86_400_000
const HOUR = 3_600_000
const MINUTE = 60_000

const statusWeights: ReadonlyArray<readonly [ContractStatus, number]> = [
  ['draft', 8], ['approving', 12], ['executing', 35], ['completed', 35], ['terminated', 10],
]

type ContractInsert = typeof contracts.$inferInsert

/**
 * A record and the times of its story: created on signing, perhaps changed later, perhaps sealed
 * after its term; each event lies in office hours and before the seed day, in that order.
 */
export interface RecordStory {
  record: ContractInsert
  /** When the record was last changed before any sealing, or null when it never was. */
  changedAt: Date | null
}

/** Builds one record; the same (bizType, index) always gives the same row. */
export function generateRecord(bizType: BizType, index: number, refs: RecordRefs): ContractInsert {
  return generateStory(bizType, index, refs).record
}

/** One record with the times of its story; a pure function of (bizType, index) and the seed day. */
export function generateStory(bizType: BizType, index: number, refs: RecordRefs): RecordStory {
  const rnd = randomFor(bizType, index)
  const today = refs.today.getTime()
  const signDate = signDateFrom(rnd, today)
  const year = signDate.getUTCFullYear()
  const counterparty = bizType === 3 && rnd.chance(0.6) ? rnd.pick(words.agencies) : companyName(rnd)
  const status = rnd.weighted(statusWeights)
  const sealed = (status === 'completed' || status === 'terminated') && rnd.chance(0.4)
  const handlerName = personName(rnd)
  // 到期日期: may lie ahead, unlike every history date.
  const end = new Date(signDate.getTime() + rnd.int(90, 1095) * DAY)
  const [ownRole, counterpartyRole] = partyRoles[bizType]
  const sealDay = sealed ? sealDate(signDate, end, today, rnd) : null
  const changeDay = signDate.getTime() + rnd.int(0, 400) * DAY
  const record: ContractInsert = {
    bizType,
    contractNo: numberOf(bizType, index, year),
    contractName: recordName(bizType, rnd),
    counterparty,
    departmentId: refs.departmentIds.get(rnd.weighted(departmentWeights[bizType])) as number,
    handlerName,
    amount: amountFor(bizType, rnd),
    signDate: isoDate(signDate),
    startDate: isoDate(signDate),
    endDate: isoDate(end),
    status,
    parties: [
      { role: ownRole, name: words.ownCompany, contact: handlerName, phone: phone(rnd) },
      { role: counterpartyRole, name: counterparty, contact: personName(rnd), phone: phone(rnd) },
    ],
    summary: `${year}年度${words.ownCompany}与${counterparty}之间的业务往来文件。`,
    sealed,
    sealedBy: sealed ? rnd.pick(refs.sealerIds) : null,
  }
  // Drawn after the fields, so the fields stay what earlier seeds gave.
  const createdAt = signDate.getTime() + officeTime(rnd)
  const sealedAt = sealDay === null ? null : Math.max(Math.min(sealDay.getTime(), today - DAY) + officeTime(rnd), createdAt + HOUR)
  // A change falls between creation and sealing (or the seed day); one that would not is dropped.
  const changeLimit = sealedAt ?? today
  const changed = changeDay + officeTime(rnd)
  const changedAt = changed > createdAt && changed < changeLimit ? changed : null
  const last = Math.max(createdAt, changedAt ?? 0, sealedAt ?? 0)
  return {
    record: {
      ...record,
      sealedAt: sealedAt === null ? null : new Date(sealedAt),
      createdAt: new Date(createdAt),
      updatedAt: new Date(last),
    },
    changedAt: changedAt === null ? null : new Date(changedAt),
  }
}

/** A time of day within office hours in China (09:00 to 17:59, UTC+8), as an offset from UTC midnight. */
function officeTime(rnd: Random): number {
  return (1 + rnd.int(0, 8)) * HOUR + rnd.int(0, 59) * MINUTE
}

/** The contract number record (bizType, index) seeded on `today` gets, without building the rest of it. */
export function contractNoOf(bizType: BizType, index: number, today: Date): string {
  return numberOf(bizType, index, signDateFrom(randomFor(bizType, index), today.getTime()).getUTCFullYear())
}

function numberOf(bizType: BizType, index: number, year: number): string {
  return `${prefixes[bizType]}-${year}-${String(index + 1).padStart(7, '0')}`
}

/** Soon after the term ends, but after signing and not after today. */
function sealDate(signDate: Date, end: Date, today: number, rnd: Random): Date {
  const wanted = Math.min(end.getTime() + rnd.int(1, 30) * DAY, today - rnd.int(0, 20) * DAY)
  return new Date(Math.max(wanted, signDate.getTime() + DAY))
}

// Must stay the generator's first draw: contractNoOf relies on it.
/** Signed 30 days to 7 years before the seed day. */
function signDateFrom(rnd: Random, today: number): Date {
  return new Date(today - rnd.int(30, 7 * 365) * DAY)
}

/** Bulk-inserts generated records; rows whose contract number exists already are skipped. Returns how many were new. */
export async function insertRecords(db: Db, refs: RecordRefs, options: InsertRecordsOptions): Promise<number> {
  const { bizType, count, offset = 0, withDetails = true, batchSize = 1000 } = options
  let inserted = 0
  for (let start = offset; start < offset + count; start += batchSize) {
    const end = Math.min(start + batchSize, offset + count)
    const stories = Array.from({ length: end - start }, (_, i) => generateStory(bizType, start + i, refs))
    const created = await db
      .insert(contracts)
      .values(stories.map((story) => story.record))
      .onConflictDoNothing({ target: contracts.contractNo })
      .returning({ id: contracts.id, contractNo: contracts.contractNo })
    inserted += created.length
    if (withDetails && created.length > 0) {
      const changes = new Map(stories.map((story) => [story.record.contractNo, story.changedAt]))
      await insertDetails(db, created.map((c) => ({ id: c.id, changedAt: changes.get(c.contractNo) ?? null })))
    }
  }
  return inserted
}

/** The story's events in 流转记录 (created, changed, sealed) and the sealing audit. */
async function insertDetails(db: Db, created: ReadonlyArray<{ id: number; changedAt: Date | null }>): Promise<void> {
  const changes = new Map(created.map((c) => [c.id, c.changedAt]))
  const rows = await db.select().from(contracts).where(inArray(contracts.id, [...changes.keys()]))
  const history: Array<typeof contractHistory.$inferInsert> = []
  const audits: Array<typeof sealAudits.$inferInsert> = []
  for (const row of rows) {
    history.push({ contractId: row.id, action: 'created', detail: { status: row.status }, createdAt: row.createdAt })
    const changedAt = changes.get(row.id)
    if (changedAt) history.push({ contractId: row.id, action: 'updated', createdAt: changedAt })
    if (row.sealed && row.sealedAt && row.sealedBy) {
      history.push({ contractId: row.id, action: 'sealed', actorId: row.sealedBy, createdAt: row.sealedAt })
      audits.push({
        contractId: row.id,
        operatorId: row.sealedBy,
        operateType: 'seal',
        fromState: 'unsealed',
        toState: 'sealed',
        createdAt: row.sealedAt,
      })
    }
  }
  if (history.length) await db.insert(contractHistory).values(history)
  if (audits.length) await db.insert(sealAudits).values(audits)
}

function recordName(bizType: BizType, rnd: Random): string {
  switch (bizType) {
    case 1:
      return `${rnd.pick(words.contractSubjects)}${rnd.pick(words.contractKinds)}`
    case 2:
      return `${rnd.pick(words.tenderSubjects)}项目${rnd.pick(words.tenderKinds)}`
    case 3:
      return `关于${rnd.pick(words.documentMatters)}的${rnd.pick(words.documentKinds)}`
    case 4:
      return `关于${rnd.pick(words.letterMatters)}事宜的律师函`
  }
}

function amountFor(bizType: BizType, rnd: Random): number {
  if (bizType === 3 && rnd.chance(0.7)) return 0
  const [low, high] = bizType === 2 ? [5, 7.3] : bizType === 4 ? [4, 6] : [4, 6.7]
  return Math.round(10 ** (low + rnd.next() * (high - low)) * 100) / 100
}

function companyName(rnd: Random): string {
  return `${rnd.pick(words.cities)}${rnd.pick(words.brandWords)}${rnd.pick(words.industries)}${rnd.pick(words.companyForms)}`
}

function personName(rnd: Random): string {
  return rnd.pick(words.surnames) + rnd.pick(words.givenNames)
}

function phone(rnd: Random): string {
  return `1${rnd.pick(['38', '39', '58', '86', '37'])}${String(rnd.int(0, 99_999_999)).padStart(8, '0')}`
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}
