import type { Db } from '../../db/client.js'
import type { BizType } from '../../db/schema/index.js'
import { errors } from '../../errors.js'
import { attachmentsOf, findContracts, findRows, historyOf, recordExtras } from './repository.js'
import { historyActionNames } from './vocabulary.js'
import { grantValidUntil } from './grantPeriod.js'
import { ownedIds } from './ownership.js'
import { mayDownload, visibleIds, type Viewer } from './viewer.js'

/**
 * The full record; one 403 for an id unknown, of another kind or not visible to the viewer. Says what
 * the viewer may do with it: download, add attachments (own department or admin), seal (the same
 * and the sealing menu).
 */
export async function recordDetail(db: Db, viewer: Viewer & { menuCodes: ReadonlySet<string> }, id: number, bizType: BizType) {
  const [found] = await findContracts(db, [id])
  if (!found || found.bizType !== bizType || !(await visibleIds(db, viewer, [id])).has(id)) {
    throw new errors.TND_ERR_RECORD_FORBIDDEN()
  }
  const [[row], extras, attachments, history, canDownload, owned, grantedUntil] = await Promise.all([
    findRows(db, [id]),
    recordExtras(db, id),
    attachmentsOf(db, [id]),
    historyOf(db, id),
    mayDownload(db, viewer, id),
    ownedIds(db, viewer, [id]),
    grantValidUntil(db, viewer, id),
  ])
  if (!row || !extras) throw new errors.TND_ERR_RECORD_NOT_FOUND()
  const { sealedById, sealedByName, ...rest } = extras
  return {
    ...row,
    ...rest,
    sealedAt: rest.sealedAt?.toISOString() ?? null,
    sealedBy: sealedById !== null ? { id: sealedById, name: sealedByName ?? '' } : null,
    createdAt: rest.createdAt.toISOString(),
    canDownload,
    canAddAttachment: owned.has(id),
    canSeal: owned.has(id) && viewer.menuCodes.has('htfc'),
    // Only when the access comes from a grant: one's own records need none.
    grantValidUntil: owned.has(id) ? null : (grantedUntil?.toISOString() ?? null),
    attachments: attachments.get(id) ?? [],
    history: history.map((entry) => ({
      ...entry,
      actionName: historyActionNames[entry.action] ?? entry.action,
      createdAt: entry.createdAt.toISOString(),
    })),
  }
}

/**
 * The contracts behind `ids` for an operation on them. An unknown id and one the viewer may not
 * see get the same 403, which names neither, so the answer tells nothing about other records.
 */
export async function requireVisible(db: Db, viewer: Viewer, ids: readonly number[]) {
  const visible = await visibleIds(db, viewer, ids)
  if (ids.some((id) => !visible.has(id))) throw new errors.TND_ERR_RECORD_FORBIDDEN()
  return findContracts(db, ids)
}
