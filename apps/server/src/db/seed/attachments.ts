import { createHash, randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { and, inArray, notExists, eq } from 'drizzle-orm'
import type { FileStorage } from '../../storage/index.js'
import type { Db } from '../client.js'
import { contractAttachments, contracts, files, type BizType } from '../schema/index.js'
import { documentFor } from './documents.js'
import { randomFor } from './random.js'
import { contractNoOf } from './records.js'
import { attachmentKinds } from './vocabulary.js'

type ContractRow = typeof contracts.$inferSelect

export interface SeedAttachmentsOptions {
  bizType: BizType
  /** Records 0 … count-1 of the kind get their attachments. */
  count: number
  /** Who the stored files are recorded as uploaded by. */
  uploaderId: number
  /** The seed day the records were generated for (their numbers follow it). */
  today: Date
  batchSize?: number
}

const PUT_CONCURRENCY = 16

/**
 * Gives each generated record (bizType, index) that has no attachment yet its 1–3 documents: the
 * bytes go through `storage`, then the file rows and attachment rows of a batch are written in one
 * transaction. Records that have attachments are left alone, so a second run stores nothing.
 */
export async function seedAttachments(db: Db, storage: FileStorage, options: SeedAttachmentsOptions): Promise<number> {
  const { bizType, count, uploaderId, today, batchSize = 500 } = options
  let added = 0
  for (let start = 0; start < count; start += batchSize) {
    const indexByNo = new Map<string, number>()
    for (let i = start; i < Math.min(start + batchSize, count); i++) indexByNo.set(contractNoOf(bizType, i, today), i)
    const bare = await db
      .select()
      .from(contracts)
      .where(
        and(
          inArray(contracts.contractNo, [...indexByNo.keys()]),
          notExists(db.select().from(contractAttachments).where(eq(contractAttachments.contractId, contracts.id))),
        ),
      )
    const planned = bare.flatMap((row) => plannedAttachments(row, indexByNo.get(row.contractNo) as number))
    const stored = await storeAll(storage, planned)
    if (stored.length === 0) continue
    await db.transaction(async (tx) => {
      await tx.insert(files).values(stored.map(({ file }) => ({ ...file, uploaderId })))
      await tx.insert(contractAttachments).values(stored.map(({ attachment }) => ({ ...attachment, uploadedBy: uploaderId })))
    })
    added += stored.length
  }
  return added
}

interface PlannedAttachment {
  contract: ContractRow
  fileName: string
  lines: string[]
}

/** The documents of record (bizType, index): the same every time, no two of one kind. */
function plannedAttachments(contract: ContractRow, index: number): PlannedAttachment[] {
  const rnd = randomFor(100 + contract.bizType, index)
  const kinds = [...attachmentKinds]
  return Array.from({ length: rnd.int(1, 3) }, (_, n) => {
    const [kind] = kinds.splice(rnd.int(0, kinds.length - 1), 1)
    const fileName = `${contract.contractName}-${kind}`
    return { contract, fileName, lines: describe(contract, kind, n + 1) }
  })
}

function describe(contract: ContractRow, kind: string, n: number): string[] {
  return [
    `${contract.contractName}`,
    `附件 ${n}：${kind.replace(/\.\w+$/, '')}`,
    '',
    `编号：${contract.contractNo}`,
    `相对方：${contract.counterparty}`,
    `金额：${contract.amount.toFixed(2)} ${contract.currency}`,
    `签订日期：${contract.signDate}`,
    `期限：${contract.startDate ?? ''} 至 ${contract.endDate ?? ''}`,
    `经办人：${contract.handlerName}`,
    ...contract.parties.map((party) => `${party.role}：${party.name}（联系人 ${party.contact}，电话 ${party.phone}）`),
    '',
    contract.summary,
  ]
}

async function storeAll(storage: FileStorage, planned: readonly PlannedAttachment[]) {
  const stored = []
  for (let i = 0; i < planned.length; i += PUT_CONCURRENCY) {
    stored.push(...(await Promise.all(planned.slice(i, i + PUT_CONCURRENCY).map((item) => storeOne(storage, item)))))
  }
  return stored
}

async function storeOne(storage: FileStorage, { contract, fileName, lines }: PlannedAttachment) {
  const { bytes, contentType } = documentFor(fileName, lines)
  const storageKey = await storage.put(Readable.from([bytes]), { size: bytes.length, contentType })
  const id = randomUUID()
  const createdAt = contract.createdAt
  return {
    file: {
      id,
      originalName: fileName,
      size: bytes.length,
      mime: contentType,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storageKey,
      createdAt,
    },
    // Dated with the record, before any seal, which the sealed-record guard allows.
    attachment: { contractId: contract.id, fileId: id, fileName, fileSize: bytes.length, contentType, createdAt },
  }
}
