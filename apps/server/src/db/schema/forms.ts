import { formStatuses } from '@tandem/api-contract'
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { contracts, type BizType } from './contracts.js'
import { users } from './platform.js'

// The stored codes are the API's (@tandem/api-contract).
export { formStatuses, type FormStatus } from '@tandem/api-contract'

/** A form JSON as stored (VForm's { formConfig, widgetList }). */
export type StoredFormJson = Record<string, unknown>
/** Form data as filled in: values flat by field name, sub-forms as arrays of row objects. */
export type StoredFormData = Record<string, unknown>

/** The form library: one row per form, holding its editable draft; published versions apart. */
export const forms = pgTable(
  'forms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    category: text('category').notNull().default(''),
    description: text('description').notNull().default(''),
    status: text('status', { enum: formStatuses }).notNull().default('draft'),
    draftJson: jsonb('draft_json').$type<StoredFormJson>().notNull(),
    /** Bumped on every draft save: a save naming an older revision is refused (optimistic concurrency). */
    revision: integer('revision').notNull().default(1),
    /** Number of the newest published version, null while never published. */
    latestVersion: integer('latest_version'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('forms_updated_idx').on(t.updatedAt),
    check('forms_status_check', sql`${t.status} in ('draft', 'published', 'disabled')`),
  ],
)

/** Immutable published versions, numbered 1, 2, … per form. */
export const formVersions = pgTable(
  'form_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    json: jsonb('json').$type<StoredFormJson>().notNull(),
    publishedBy: integer('published_by')
      .notNull()
      .references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('form_versions_form_version_key').on(t.formId, t.version)],
)

/** Which form the records of a kind fill in: at most one binding per kind. */
export const formBindings = pgTable(
  'form_bindings',
  {
    bizType: smallint('biz_type').primaryKey().$type<BizType>(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id),
    boundBy: integer('bound_by')
      .notNull()
      .references(() => users.id),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_bindings_form_idx').on(t.formId), check('form_bindings_biz_type_check', sql`${t.bizType} between 1 and 4`)],
)

/** The form data of a record, with the version it was filled with. */
export const recordFormData = pgTable(
  'record_form_data',
  {
    contractId: integer('contract_id')
      .primaryKey()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => formVersions.id),
    data: jsonb('data').$type<StoredFormData>().notNull(),
    revision: integer('revision').notNull().default(1),
    savedBy: integer('saved_by')
      .notNull()
      .references(() => users.id),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('record_form_data_version_idx').on(t.versionId)],
)

/** Every save of a record's form data. */
export const recordFormDataHistory = pgTable(
  'record_form_data_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => formVersions.id),
    data: jsonb('data').$type<StoredFormData>().notNull(),
    savedBy: integer('saved_by')
      .notNull()
      .references(() => users.id),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('record_form_data_history_contract_idx').on(t.contractId, t.savedAt)],
)

/** Unsaved form data a user is typing on a record, kept by autosave until saved or discarded. */
export const recordFormDrafts = pgTable(
  'record_form_drafts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => formVersions.id),
    data: jsonb('data').$type<StoredFormData>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contractId] }), index('record_form_drafts_contract_idx').on(t.contractId)],
)
