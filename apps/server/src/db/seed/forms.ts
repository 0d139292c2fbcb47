import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../client.js'
import { contracts, formBindings, forms, formVersions, recordFormData, recordFormDataHistory } from '../schema/index.js'
import { Random } from './random.js'
import { seedForms, type SeedForm } from './seedForms.js'

/** How many unsealed records of each bound kind get form data. */
export const formDataCounts = { 1: 200, 2: 100, 4: 100 } as const

async function publishSeedForm(db: Db, form: SeedForm, adminId: number): Promise<number> {
  const [existing] = await db
    .select({ versionId: formVersions.id })
    .from(forms)
    .innerJoin(formVersions, and(eq(formVersions.formId, forms.id), eq(formVersions.version, 1)))
    .where(eq(forms.code, form.code))
  if (existing) return existing.versionId
  // Stored as plain JSON objects.
  const json = { ...form.json }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(forms)
      .values({
        code: form.code,
        name: form.name,
        category: form.category,
        description: form.description,
        status: 'published',
        draftJson: json,
        latestVersion: 1,
        createdBy: adminId,
        updatedBy: adminId,
      })
      .returning({ id: forms.id })
    const [version] = await tx.insert(formVersions).values({ formId: row.id, version: 1, json, publishedBy: adminId }).returning({ id: formVersions.id })
    await tx.insert(formBindings).values({ bizType: form.bizType, formId: row.id, boundBy: adminId }).onConflictDoNothing()
    return version.id
  })
}

/**
 * Three published forms bound to 合同, 标书 and 律师函, and their data on the first unsealed records of
 * each kind (saved by the admin, with one history entry), generated from each record (amount,
 * dates; nothing paid after `today`). Keyed by form code and record, so a second run adds nothing.
 */
export async function seedFormLibrary(db: Db, adminId: number, today: Date): Promise<void> {
  for (const form of seedForms) {
    const versionId = await publishSeedForm(db, form, adminId)
    const records = await db
      .select({ id: contracts.id, contractNo: contracts.contractNo, contractType: contracts.contractType, amount: contracts.amount, signDate: contracts.signDate, startDate: contracts.startDate, endDate: contracts.endDate })
      .from(contracts)
      .where(and(eq(contracts.bizType, form.bizType), eq(contracts.sealed, false)))
      .orderBy(asc(contracts.id))
      .limit(formDataCounts[form.bizType as keyof typeof formDataCounts])
    const rnd = new Random(form.code.length * 7_919 + form.bizType)
    const rows = records.map((record) => ({ contractId: record.id, versionId, data: form.dataFor({ ...record, today }, rnd), savedBy: adminId }))
    if (rows.length === 0) continue
    const inserted = await db.insert(recordFormData).values(rows).onConflictDoNothing().returning({ contractId: recordFormData.contractId })
    const fresh = new Set(inserted.map((row) => row.contractId))
    const history = rows.filter((row) => fresh.has(row.contractId))
    if (history.length > 0) await db.insert(recordFormDataHistory).values(history)
  }
}
