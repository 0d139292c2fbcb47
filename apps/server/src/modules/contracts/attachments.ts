import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { contractAttachments, contractHistory, contracts, files } from '../../db/schema/index.js'
import { errors } from '../../errors.js'
import { extensionOf, findFile, isPreviewable, type FileRow } from '../files/index.js'
import { requireOwned } from './ownership.js'
import { findContracts } from './repository.js'
import { downloadableTo, mayDownload, visibleIds, type Viewer } from './viewer.js'

/** The record and stored file of an attachment on a record the viewer may see; unknown and not visible answer alike (403). */
async function visibleAttachment(db: Db, viewer: Viewer, attachmentId: number): Promise<{ contractId: number; file: FileRow }> {
  const [found] = await db
    .select({ contractId: contractAttachments.contractId, file: files })
    .from(contractAttachments)
    .innerJoin(files, eq(files.id, contractAttachments.fileId))
    .where(eq(contractAttachments.id, attachmentId))
  if (!found || !(await visibleIds(db, viewer, [found.contractId])).has(found.contractId)) throw new errors.TND_ERR_RECORD_FORBIDDEN()
  return found
}

/** The stored file behind an attachment the viewer may download: 403 unknown or not visible (alike), or 查看 only. */
export async function downloadableFile(db: Db, viewer: Viewer, attachmentId: number): Promise<FileRow> {
  const { contractId, file } = await visibleAttachment(db, viewer, attachmentId)
  if (!(await mayDownload(db, viewer, contractId))) throw new errors.TND_ERR_DOWNLOAD_FORBIDDEN()
  return file
}

/** The stored file behind an attachment the viewer may see (a 查看 grant is enough), if the viewer can render its type. */
export async function previewableFile(db: Db, viewer: Viewer, attachmentId: number): Promise<FileRow> {
  const { file } = await visibleAttachment(db, viewer, attachmentId)
  if (!isPreviewable(extensionOf(file.originalName))) throw new errors.TND_ERR_PREVIEW_UNSUPPORTED(file.originalName)
  return file
}

/** Whether file `fileId` is attached to a record the viewer may download from (File/Download's rule for attachments). */
export async function isReadableAttachment(db: Db, viewer: Viewer, fileId: string): Promise<boolean> {
  const rows = await db
    .select({ id: contractAttachments.id })
    .from(contractAttachments)
    .innerJoin(contracts, eq(contracts.id, contractAttachments.contractId))
    .where(and(eq(contractAttachments.fileId, fileId), downloadableTo(db, viewer)))
    .limit(1)
  return rows.length > 0
}

/**
 * Links a file the viewer uploaded to a contract of their own department (any for admin), with a history entry,
 * in one transaction. A sealed contract is refused here; should it be sealed meanwhile, the
 * database's sealed-record guard refuses the insert (SQLSTATE 55000, answered the same 409).
 */
export async function addAttachment(db: Db, viewer: Viewer, contractId: number, fileId: string) {
  if (!(await visibleIds(db, viewer, [contractId])).has(contractId)) throw new errors.TND_ERR_RECORD_FORBIDDEN()
  await requireOwned(db, viewer, [contractId], () => new errors.TND_ERR_ATTACHMENT_FORBIDDEN())
  const [contract] = await findContracts(db, [contractId])
  const file = await findFile(db, fileId)
  if (!file) throw new errors.TND_ERR_FILE_NOT_FOUND()
  if (file.uploaderId !== viewer.id) throw new errors.TND_ERR_FILE_NOT_OWNED()
  if (contract.sealed) throw new errors.TND_ERR_RECORD_SEALED()
  const row = await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(contractAttachments)
      .values({ contractId, fileId, fileName: file.originalName, fileSize: file.size, contentType: file.mime, uploadedBy: viewer.id })
      .returning()
    // Adding a document changes the record: its 更新时间 moves.
    await tx.update(contracts).set({ updatedAt: added.createdAt }).where(eq(contracts.id, contractId))
    await tx.insert(contractHistory).values({
      contractId,
      action: 'attachment_added',
      actorId: viewer.id,
      detail: { attachmentId: added.id, fileName: added.fileName },
    })
    return added
  })
  return { id: row.id, fileName: row.fileName, fileSize: row.fileSize, contentType: row.contentType, createdAt: row.createdAt.toISOString() }
}
