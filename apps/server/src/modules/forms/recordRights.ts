import type { Db } from '../../db/client.js'
import { errors } from '../../errors.js'
import { findRows, visibleIds, type Viewer } from '../contracts/index.js'

export type RecordRow = Awaited<ReturnType<typeof findRows>>[number]

export interface RecordAccess {
  record: RecordRow
  canEdit: boolean
  /** Why the viewer may only read, null when they may edit. */
  readOnlyReason: string | null
}

/**
 * The record and what the viewer may do with its form data: reading needs the record's read right
 * (own department, admin, or a view/download grant); editing needs own department or admin, and an
 * unsealed record. 403 for a record unknown or not visible.
 */
export async function recordAccess(db: Db, viewer: Viewer, contractId: number): Promise<RecordAccess> {
  const [record] = await findRows(db, [contractId])
  // One answer for unknown and not visible, so it tells nothing about other records.
  if (!record || !(await visibleIds(db, viewer, [contractId])).has(contractId)) throw new errors.TND_ERR_RECORD_FORBIDDEN()
  const mayEdit = viewer.isAdmin || record.departmentId === viewer.departmentId
  const readOnlyReason = record.sealed
    ? '该记录已封存，扩展信息只能查看'
    : mayEdit
      ? null
      : '您对该记录只有查看权限，只有本部门人员或管理员可以修改'
  return { record, canEdit: readOnlyReason === null, readOnlyReason }
}

/** The record when the viewer may change its form data: 403 without the edit right, 409 sealed. */
export async function requireEditable(db: Db, viewer: Viewer, contractId: number): Promise<RecordRow> {
  const { record, canEdit } = await recordAccess(db, viewer, contractId)
  if (canEdit) return record
  if (record.sealed) throw new errors.TND_ERR_RECORD_SEALED()
  throw new errors.TND_ERR_RECORD_EDIT_FORBIDDEN()
}
