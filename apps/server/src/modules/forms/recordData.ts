import type { FieldError } from '@tandem/form-core'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { formBindings, forms, formVersions, recordFormData, recordFormDataHistory, recordFormDrafts, users, type BizType, type StoredFormData } from '../../db/schema/index.js'
import { errors } from '../../errors.js'
import type { Viewer } from '../contracts/index.js'
import type { SessionUser } from '../../plugins/session.js'
import { fileReadability } from './fileAccess.js'
import { loadOnce } from './formJson.js'
import { recordAccess, requireEditable, type RecordRow } from './recordRights.js'
import { withScriptRefusals, type ScriptReplays } from './script-replay/index.js'
import type { ValidatorCache } from './validatorCache.js'

/** The form bound to the record's kind with its newest version (without its JSON), or null when the kind has none. */
async function boundForm(db: Db, bizType: BizType) {
  const [row] = await db
    .select({ id: forms.id, code: forms.code, name: forms.name, versionId: formVersions.id, version: formVersions.version })
    .from(formBindings)
    .innerJoin(forms, eq(forms.id, formBindings.formId))
    .innerJoin(formVersions, and(eq(formVersions.formId, forms.id), eq(formVersions.version, forms.latestVersion)))
    .where(eq(formBindings.bizType, bizType))
  return row ?? null
}

/** A version's form JSON: read only where it is needed, since a large form's runs to megabytes. */
async function versionJson(db: Db, versionId: number) {
  const [row] = await db.select({ json: formVersions.json }).from(formVersions).where(eq(formVersions.id, versionId))
  return row.json
}

type SavedForm = { id: number; name: string; versionId: number; version: number }
type SavedRow = { data: StoredFormData; revision: number; savedAt: Date }

/** The saved data as the API answers it: from a row read back, or from what a save just wrote. */
function savedAnswer(form: SavedForm, row: SavedRow, savedBy: { id: number; name: string }) {
  return {
    formId: form.id,
    formName: form.name,
    versionId: form.versionId,
    version: form.version,
    data: row.data,
    revision: row.revision,
    savedBy,
    savedAt: row.savedAt.toISOString(),
  }
}

async function savedDataOf(db: Db, contractId: number) {
  const [row] = await db
    .select({ row: recordFormData, formId: forms.id, formName: forms.name, version: formVersions.version, savedByName: users.name })
    .from(recordFormData)
    .innerJoin(formVersions, eq(formVersions.id, recordFormData.versionId))
    .innerJoin(forms, eq(forms.id, formVersions.formId))
    .innerJoin(users, eq(users.id, recordFormData.savedBy))
    .where(eq(recordFormData.contractId, contractId))
  if (!row) return null
  const form = { id: row.formId, name: row.formName, versionId: row.row.versionId, version: row.version }
  return savedAnswer(form, row.row, { id: row.row.savedBy, name: row.savedByName })
}

const header = (record: RecordRow) => ({
  id: record.id,
  bizType: record.bizType,
  bizTypeName: record.bizTypeName,
  contractNo: record.contractNo,
  contractName: record.contractName,
  department: record.department,
  sealed: record.sealed,
})

/** What the 扩展信息 tab shows: the bound form, the saved data with its own version, the user's draft. */
export async function recordForm(db: Db, viewer: Viewer, contractId: number) {
  const { record, canEdit, readOnlyReason } = await recordAccess(db, viewer, contractId)
  const form = await boundForm(db, record.bizType)
  if (!form) return { bound: false, record: header(record), form: null, current: null, saved: null, draft: null, canEdit: false, readOnlyReason: null }
  const [saved, [draft], json] = await Promise.all([
    savedDataOf(db, contractId),
    db.select().from(recordFormDrafts).where(and(eq(recordFormDrafts.userId, viewer.id), eq(recordFormDrafts.contractId, contractId))),
    versionJson(db, form.versionId),
  ])
  // The JSON of the data's own version only when it is not the current one (a large form is sent once).
  const savedJson = saved && saved.versionId !== form.versionId ? await versionJson(db, saved.versionId) : null
  return {
    bound: true,
    record: header(record),
    form: { id: form.id, code: form.code, name: form.name },
    current: { versionId: form.versionId, version: form.version, json },
    saved: saved && { ...saved, json: savedJson },
    draft: canEdit && draft ? { versionId: draft.versionId, data: draft.data, updatedAt: draft.updatedAt.toISOString() } : null,
    canEdit,
    readOnlyReason,
  }
}

export interface FormDataSave {
  versionId: number
  revision: number
  data: StoredFormData
}

export type SaveOutcome = { refused: FieldError[] } | { saved: ReturnType<typeof savedAnswer> }

/** The revision of the record's saved data (0: none yet), without reading the data itself. */
async function savedRevisionOf(db: Db, contractId: number): Promise<number> {
  const [row] = await db.select({ revision: recordFormData.revision }).from(recordFormData).where(eq(recordFormData.contractId, contractId))
  return row?.revision ?? 0
}

async function savedDataOnly(db: Db, contractId: number): Promise<StoredFormData | undefined> {
  const [row] = await db.select({ data: recordFormData.data }).from(recordFormData).where(eq(recordFormData.contractId, contractId))
  return row?.data
}

/** The bound form's current version the data was filled with: 404 unbound, 409 when a newer one exists. */
async function currentVersionFor(db: Db, record: RecordRow, versionId: number) {
  const form = await boundForm(db, record.bizType)
  if (!form) throw new errors.TND_ERR_RECORD_FORM_UNBOUND(record.bizTypeName)
  if (form.versionId !== versionId) throw new errors.TND_ERR_RECORD_FORM_OUTDATED(String(form.version))
  return form
}

/**
 * Replays the version's scripts in the sandbox (a failing script refuses the save with its 422),
 * validates the data with the rules of the current version and the state the scripts left
 * (form-core, as the browser does) and stores it with a history entry, replacing the user's
 * draft. Refused data changes nothing. The revision is compared and bumped in the same statement,
 * so of two concurrent saves one is told.
 */
export async function saveRecordForm(
  db: Db,
  checks: { validators: ValidatorCache; replays: ScriptReplays },
  viewer: SessionUser,
  contractId: number,
  input: FormDataSave,
): Promise<SaveOutcome> {
  const record = await requireEditable(db, viewer, contractId)
  const form = await currentVersionFor(db, record, input.versionId)
  const revision = await savedRevisionOf(db, contractId)
  if (revision !== input.revision) throw new errors.TND_ERR_RECORD_FORM_STALE()
  // Read and loaded at most once, whichever of the two caches lacks the version.
  const load = loadOnce(() => versionJson(db, form.versionId))
  const validator = await checks.validators.get(form.versionId, async () => (await load()).json)
  const replayed = await checks.replays.forSave(form.versionId, load, input.data)
  const data = replayed?.data ?? input.data
  // The saved data is read only when an upload value needs it (files already in the record stay allowed).
  const ctx = { locale: 'zh-CN' as const, isFileReadable: fileReadability(db, viewer.id, () => savedDataOnly(db, contractId)) }
  const refused = withScriptRefusals(await validator.validate(data, ctx, replayed?.states), replayed?.refused ?? [])
  if (refused.length > 0) return { refused }
  const savedAt = new Date()
  const values = { versionId: form.versionId, data, savedBy: viewer.id, savedAt }
  await db.transaction(async (tx) => {
    const written = revision
      ? await tx
          .update(recordFormData)
          .set({ ...values, revision: sql`${recordFormData.revision} + 1` })
          .where(and(eq(recordFormData.contractId, contractId), eq(recordFormData.revision, input.revision)))
          .returning({ contractId: recordFormData.contractId })
      : await tx.insert(recordFormData).values({ contractId, ...values }).onConflictDoNothing().returning({ contractId: recordFormData.contractId })
    if (written.length === 0) throw new errors.TND_ERR_RECORD_FORM_STALE()
    await tx.insert(recordFormDataHistory).values({ contractId, ...values })
    await tx.delete(recordFormDrafts).where(and(eq(recordFormDrafts.userId, viewer.id), eq(recordFormDrafts.contractId, contractId)))
  })
  // What was just written, as savedDataOf would read it back (the revision row guarded the write).
  return { saved: savedAnswer(form, { data, revision: revision + 1, savedAt }, { id: viewer.id, name: viewer.name }) }
}

export async function recordFormHistory(db: Db, viewer: Viewer, contractId: number) {
  await recordAccess(db, viewer, contractId)
  const rows = await db
    .select({ row: recordFormDataHistory, version: formVersions.version, savedByName: users.name })
    .from(recordFormDataHistory)
    .innerJoin(formVersions, eq(formVersions.id, recordFormDataHistory.versionId))
    .innerJoin(users, eq(users.id, recordFormDataHistory.savedBy))
    .where(eq(recordFormDataHistory.contractId, contractId))
    .orderBy(desc(recordFormDataHistory.savedAt), desc(recordFormDataHistory.id))
  return rows.map(({ row, version, savedByName }) => ({
    id: row.id,
    version,
    data: row.data,
    savedBy: { id: row.savedBy, name: savedByName },
    savedAt: row.savedAt.toISOString(),
  }))
}

/** Keeps the user's unsaved data on a record they may edit (autosave); the data is checked only on save. */
export async function saveDraft(db: Db, viewer: Viewer, contractId: number, input: { versionId: number; data: StoredFormData }) {
  const record = await requireEditable(db, viewer, contractId)
  await currentVersionFor(db, record, input.versionId)
  const updatedAt = new Date()
  await db
    .insert(recordFormDrafts)
    .values({ userId: viewer.id, contractId, versionId: input.versionId, data: input.data, updatedAt })
    .onConflictDoUpdate({ target: [recordFormDrafts.userId, recordFormDrafts.contractId], set: { versionId: input.versionId, data: input.data, updatedAt } })
  return { updatedAt: updatedAt.toISOString() }
}

export async function discardDraft(db: Db, viewer: Viewer, contractId: number) {
  await recordAccess(db, viewer, contractId)
  const removed = await db
    .delete(recordFormDrafts)
    .where(and(eq(recordFormDrafts.userId, viewer.id), eq(recordFormDrafts.contractId, contractId)))
    .returning({ contractId: recordFormDrafts.contractId })
  return { discarded: removed.length > 0 }
}
