import type { FormListParams } from '@tandem/api-contract'
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.js'
import { bizTypes, formBindings, forms, formVersions, users, type BizType, type FormStatus, type StoredFormJson } from '../../db/schema/index.js'
import { errors } from '../../errors.js'
import { bizTypeNames } from '../contracts/index.js'
import { loadChecked } from './formJson.js'
import { blankFormJson, formStatusNames } from './vocabulary.js'

type FormRow = typeof forms.$inferSelect

const person = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' })

async function bindingsByForm(db: Db): Promise<Map<number, BizType[]>> {
  const rows = await db.select({ bizType: formBindings.bizType, formId: formBindings.formId }).from(formBindings).orderBy(asc(formBindings.bizType))
  const byForm = new Map<number, BizType[]>()
  for (const row of rows) byForm.set(row.formId, [...(byForm.get(row.formId) ?? []), row.bizType])
  return byForm
}

/** Every column but the draft JSON, which only the form's own page reads. */
const summaryColumns = {
  id: forms.id,
  code: forms.code,
  name: forms.name,
  category: forms.category,
  description: forms.description,
  status: forms.status,
  latestVersion: forms.latestVersion,
  revision: forms.revision,
  updatedBy: forms.updatedBy,
  updatedAt: forms.updatedAt,
}

async function summaries(db: Db, where: ReturnType<typeof and>) {
  const editor = alias(users, 'editor')
  const rows = await db
    .select({ form: summaryColumns, editorName: editor.name })
    .from(forms)
    .leftJoin(editor, eq(editor.id, forms.updatedBy))
    .where(where)
    .orderBy(desc(forms.updatedAt), desc(forms.id))
  const bound = await bindingsByForm(db)
  return rows.map(({ form, editorName }) => ({
    ...form,
    statusName: formStatusNames[form.status],
    boundBizTypes: bound.get(form.id) ?? [],
    updatedBy: person(form.updatedBy, editorName),
    updatedAt: form.updatedAt.toISOString(),
  }))
}

export async function listForms(db: Db, filters: FormListParams) {
  const keyword = filters.keyword ? `%${filters.keyword.replace(/[\\%_]/g, '\\$&')}%` : undefined
  const list = await summaries(
    db,
    and(
      keyword ? or(ilike(forms.name, keyword), ilike(forms.code, keyword)) : undefined,
      filters.category ? eq(forms.category, filters.category) : undefined,
      filters.status ? eq(forms.status, filters.status) : undefined,
      filters.bizType ? sql`${forms.id} in (select ${formBindings.formId} from ${formBindings} where ${formBindings.bizType} = ${filters.bizType})` : undefined,
    ),
  )
  const categories = await db.selectDistinct({ category: forms.category }).from(forms).where(sql`${forms.category} <> ''`).orderBy(asc(forms.category))
  return { list, categories: categories.map((row) => row.category) }
}

async function summaryOf(db: Db, id: number) {
  const [found] = await summaries(db, eq(forms.id, id))
  if (!found) throw new errors.TND_ERR_FORM_NOT_FOUND(String(id))
  return found
}

/** The form with its draft JSON. */
export async function getForm(db: Db, id: number) {
  const [summary, [draft]] = await Promise.all([summaryOf(db, id), db.select({ json: forms.draftJson }).from(forms).where(eq(forms.id, id))])
  return { ...summary, json: draft.json }
}

async function formRow(db: Db, id: number): Promise<FormRow> {
  const [row] = await db.select().from(forms).where(eq(forms.id, id))
  if (!row) throw new errors.TND_ERR_FORM_NOT_FOUND(String(id))
  return row
}

export interface NewForm {
  code: string
  name: string
  category: string
  description: string
  json?: StoredFormJson
}

export async function createForm(db: Db, userId: number, input: NewForm) {
  const draftJson = input.json ?? blankFormJson()
  loadChecked(draftJson)
  const [taken] = await db.select({ id: forms.id }).from(forms).where(eq(forms.code, input.code))
  if (taken) throw new errors.TND_ERR_FORM_CODE_TAKEN(input.code)
  const [row] = await db
    .insert(forms)
    .values({ code: input.code, name: input.name, category: input.category, description: input.description, draftJson, createdBy: userId, updatedBy: userId })
    .returning({ id: forms.id })
  return getForm(db, row.id)
}

export async function copyForm(db: Db, userId: number, id: number, target: { code: string; name: string }) {
  const source = await formRow(db, id)
  return createForm(db, userId, { ...target, category: source.category, description: source.description, json: source.draftJson })
}

/** Refuses a change made on an older revision than the stored one, naming who saved last. */
async function staleRevision(db: Db, row: FormRow) {
  const [editor] = row.updatedBy === null ? [] : await db.select({ name: users.name }).from(users).where(eq(users.id, row.updatedBy))
  return new errors.TND_ERR_FORM_REVISION_STALE(editor?.name ?? '他人', String(row.revision))
}

export interface DraftChange {
  revision: number
  json: StoredFormJson
  name?: string
  category?: string
  description?: string
}

/** Writes the draft when `revision` is still the stored one (compare-and-set in one statement). */
export async function saveDraft(db: Db, userId: number, id: number, change: DraftChange) {
  loadChecked(change.json)
  const updated = await db
    .update(forms)
    .set({
      draftJson: change.json,
      ...(change.name !== undefined && { name: change.name }),
      ...(change.category !== undefined && { category: change.category }),
      ...(change.description !== undefined && { description: change.description }),
      revision: sql`${forms.revision} + 1`,
      updatedBy: userId,
    })
    .where(and(eq(forms.id, id), eq(forms.revision, change.revision)))
    .returning({ id: forms.id })
  if (updated.length === 0) throw await staleRevision(db, await formRow(db, id))
  return getForm(db, id)
}

/**
 * Freezes the draft seen at `revision` as the next numbered version, once `check` has passed on
 * that draft's JSON (it may refuse by throwing; what it answers comes back as `checked`). The
 * check runs outside the transaction (it may take a while); the revision, compared again under
 * the row's lock, makes sure the draft frozen is the one checked. Another revision is refused (409).
 */
export async function publishForm<T>(db: Db, userId: number, id: number, revision: number, check: (json: StoredFormJson) => Promise<T>) {
  const draft = await formRow(db, id)
  if (draft.revision !== revision) throw await staleRevision(db, draft)
  const checked = await check(draft.draftJson)
  const version = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(forms).where(eq(forms.id, id)).for('update')
    if (!row) throw new errors.TND_ERR_FORM_NOT_FOUND(String(id))
    if (row.revision !== revision) throw await staleRevision(tx, row)
    const next = (row.latestVersion ?? 0) + 1
    const [inserted] = await tx.insert(formVersions).values({ formId: id, version: next, json: row.draftJson, publishedBy: userId }).returning()
    await tx.update(forms).set({ latestVersion: next, status: 'published', updatedBy: userId }).where(eq(forms.id, id))
    return inserted
  })
  const [publisher] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId))
  const published = {
    id: version.id,
    version: version.version,
    publishedBy: { id: userId, name: publisher?.name ?? '' },
    publishedAt: version.publishedAt.toISOString(),
    form: await summaryOf(db, id),
  }
  return { published, checked }
}

export async function setFormEnabled(db: Db, userId: number, id: number, enabled: boolean) {
  const row = await formRow(db, id)
  if (!enabled) {
    const bound = (await bindingsByForm(db)).get(id) ?? []
    if (bound.length > 0) throw new errors.TND_ERR_FORM_BOUND(bound.map((kind) => bizTypeNames[kind]).join('、'))
  }
  const status: FormStatus = enabled ? (row.latestVersion === null ? 'draft' : 'published') : 'disabled'
  await db.update(forms).set({ status, updatedBy: userId }).where(eq(forms.id, id))
  return summaryOf(db, id)
}

export async function deleteForm(db: Db, id: number) {
  const row = await formRow(db, id)
  if (row.latestVersion !== null) throw new errors.TND_ERR_FORM_UNDELETABLE()
  await db.delete(forms).where(and(eq(forms.id, id), sql`${forms.latestVersion} is null`))
  return { id }
}

export async function listVersions(db: Db, formId: number) {
  await formRow(db, formId)
  const rows = await db
    .select({ id: formVersions.id, version: formVersions.version, publishedById: users.id, publishedByName: users.name, publishedAt: formVersions.publishedAt })
    .from(formVersions)
    .innerJoin(users, eq(users.id, formVersions.publishedBy))
    .where(eq(formVersions.formId, formId))
    .orderBy(desc(formVersions.version))
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    publishedBy: { id: row.publishedById, name: row.publishedByName },
    publishedAt: row.publishedAt.toISOString(),
  }))
}

export async function getVersion(db: Db, formId: number, version: number) {
  const form = await formRow(db, formId)
  const [row] = await db
    .select({ id: formVersions.id, version: formVersions.version, json: formVersions.json, publishedById: users.id, publishedByName: users.name, publishedAt: formVersions.publishedAt })
    .from(formVersions)
    .innerJoin(users, eq(users.id, formVersions.publishedBy))
    .where(and(eq(formVersions.formId, formId), eq(formVersions.version, version)))
  if (!row) throw new errors.TND_ERR_FORM_VERSION_NOT_FOUND(`${form.name} 第 ${version} 版`)
  return {
    id: row.id,
    version: row.version,
    formId,
    formName: form.name,
    json: row.json,
    publishedBy: { id: row.publishedById, name: row.publishedByName },
    publishedAt: row.publishedAt.toISOString(),
  }
}

export async function listBindings(db: Db) {
  const binder = alias(users, 'binder')
  const rows = await db
    .select({ binding: formBindings, form: { id: forms.id, code: forms.code, name: forms.name, latestVersion: forms.latestVersion }, binderName: binder.name })
    .from(formBindings)
    .innerJoin(forms, eq(forms.id, formBindings.formId))
    .innerJoin(binder, eq(binder.id, formBindings.boundBy))
  const byKind = new Map(rows.map((row) => [row.binding.bizType, row]))
  return bizTypes.map((kind) => {
    const row = byKind.get(kind)
    return {
      bizType: kind,
      bizTypeName: bizTypeNames[kind],
      form: row?.form ?? null,
      boundBy: row ? { id: row.binding.boundBy, name: row.binderName } : null,
      boundAt: row?.binding.boundAt.toISOString() ?? null,
    }
  })
}

/** Binds a published, enabled form to a record kind (replacing the kind's binding), or unbinds with null. */
export async function bindForm(db: Db, userId: number, bizType: BizType, formId: number | null) {
  if (formId === null) {
    await db.delete(formBindings).where(eq(formBindings.bizType, bizType))
  } else {
    const form = await formRow(db, formId)
    if (form.status !== 'published') throw new errors.TND_ERR_FORM_NOT_PUBLISHED(form.name)
    await db
      .insert(formBindings)
      .values({ bizType, formId, boundBy: userId })
      .onConflictDoUpdate({ target: formBindings.bizType, set: { formId, boundBy: userId, boundAt: sql`now()` } })
  }
  return (await listBindings(db)).find((binding) => binding.bizType === bizType)!
}
