import type { Db } from '../../db/client.js'
import type { BizType } from '../../db/schema/index.js'
import { errors } from '../../errors.js'
import { attachmentsOf, findContracts, findRows, historyOf, recordExtras } from './repository.js'
import { historyActionNames } from './vocabulary.js'
import { mayDownload, visibleIds, type Viewer } from './viewer.js'

/** The full record; 404 for an unknown id (or one of another kind), 403 when the viewer may not see it. */
export async function recordDetail(db: Db, viewer: Viewer, id: number, bizType: BizType) {
  const [found] = await findContracts(db, [id])
  if (!found || found.bizType !== bizType) throw new errors.TND_ERR_RECORD_NOT_FOUND()
  if (!(await visibleIds(db, viewer, [id])).has(id)) throw new errors.TND_ERR_RECORD_FORBIDDEN()
  const [[row], extras, attachments, history, canDownload] = await Promise.all([
    findRows(db, [id]),
    recordExtras(db, id),
    attachmentsOf(db, [id]),
    historyOf(db, id),
    mayDownload(db, viewer, id),
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
    attachments: attachments.get(id) ?? [],
    history: history.map((entry) => ({
      ...entry,
      actionName: historyActionNames[entry.action] ?? entry.action,
      createdAt: entry.createdAt.toISOString(),
    })),
  }
}

/**
 * The contracts behind `ids` for an operation on them: 404 names the first unknown id, and
 * `forbidden(contractNo)` is thrown for the first one the viewer may not see.
 */
export async function requireVisible(
  db: Db,
  viewer: Viewer,
  ids: readonly number[],
  forbidden: (contractNo: string) => Error,
) {
  const byId = new Map((await findContracts(db, ids)).map((row) => [row.id, row]))
  const missing = ids.find((id) => !byId.has(id))
  if (missing !== undefined) throw new errors.TND_ERR_CONTRACT_NOT_FOUND(String(missing))
  const visible = await visibleIds(db, viewer, ids)
  const hidden = ids.find((id) => !visible.has(id))
  if (hidden !== undefined) throw forbidden(byId.get(hidden)!.contractNo)
  return ids.map((id) => byId.get(id)!)
}
