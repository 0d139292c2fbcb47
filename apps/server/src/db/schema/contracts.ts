import { accessScopes, applicationStatuses, contractStatuses, contractTypes, type BizType, type ContractParty } from '@tandem/api-contract'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { files } from './files.js'
import { departments, users } from './platform.js'

// The stored codes are the API's (@tandem/api-contract).
export { bizTypes, contractStatuses, type BizType, type ContractStatus } from '@tandem/api-contract'

export const contracts = pgTable(
  'contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bizType: smallint('biz_type').notNull().$type<BizType>(),
    contractNo: text('contract_no').notNull().unique(),
    contractName: text('contract_name').notNull(),
    counterparty: text('counterparty').notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    /** 经办人 (free text: the handler need not have an account). */
    handlerName: text('handler_name').notNull().default(''),
    amount: numeric('amount', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('CNY'),
    signDate: date('sign_date', { mode: 'string' }).notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    status: text('status', { enum: contractStatuses }).notNull(),
    /** Business category (bizType 1 only); a BEFORE INSERT trigger (migration 0002) fills it from the name when a writer gives none. */
    contractType: text('contract_type', { enum: contractTypes }),
    parties: jsonb('parties').$type<ContractParty[]>().notNull().default([]),
    summary: text('summary').notNull().default(''),
    sealed: boolean('sealed').notNull().default(false),
    sealedAt: timestamp('sealed_at', { withTimezone: true }),
    sealedBy: integer('sealed_by').references(() => users.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('contracts_no_trgm_idx').using('gin', t.contractNo.op('gin_trgm_ops')),
    index('contracts_name_trgm_idx').using('gin', t.contractName.op('gin_trgm_ops')),
    index('contracts_counterparty_trgm_idx').using('gin', t.counterparty.op('gin_trgm_ops')),
    index('contracts_biz_type_updated_idx').on(t.bizType, t.updatedAt.desc()),
    index('contracts_department_idx').on(t.departmentId),
    index('contracts_status_idx').on(t.status),
    index('contracts_contract_type_idx').on(t.contractType),
    // One index per sort column, ties broken by id: it orders a page, answers a keyset cursor and
    // serves a range filter on the column alike.
    index('contracts_sign_date_id_idx').on(t.signDate, t.id),
    index('contracts_amount_id_idx').on(t.amount, t.id),
    index('contracts_updated_id_idx').on(t.updatedAt, t.id),
    index('contracts_sealed_idx').on(t.sealed),
    check('contracts_biz_type_check', sql`${t.bizType} between 1 and 4`),
    check('contracts_status_check', sql`${t.status} in ('draft', 'approving', 'executing', 'completed', 'terminated')`),
    check('contracts_contract_type_check', sql`${t.contractType} is null or ${t.contractType} in (${sql.raw(contractTypes.map((type) => `'${type}'`).join(', '))})`),
    check('contracts_amount_check', sql`${t.amount} >= 0`),
  ],
)

export const contractAttachments = pgTable(
  'contract_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull().default('application/octet-stream'),
    /** The stored document (its bytes live in the file storage under files.storage_key). */
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contract_attachments_contract_idx').on(t.contractId),
    uniqueIndex('contract_attachments_contract_file_key').on(t.contractId, t.fileId),
  ],
)

export const contractHistory = pgTable(
  'contract_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** created, updated, sealed, unsealed, attachment_added, … */
    action: text('action').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contract_history_contract_idx').on(t.contractId, t.createdAt)],
)

/** One row per sealing operation: who, when, which contract, state before and after. */
export const sealAudits = pgTable(
  'seal_audits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id),
    operateType: text('operate_type').notNull(),
    fromState: text('from_state').notNull(),
    toState: text('to_state').notNull(),
    /** 封存原因 / 解封原因; '' on operations recorded before reasons were asked for. */
    reason: text('reason').notNull().default(''),
    /** 档案位置: where the paper archive is kept; '' when not given. */
    archiveLocation: text('archive_location').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('seal_audits_contract_idx').on(t.contractId, t.createdAt),
    index('seal_audits_operator_idx').on(t.operatorId),
  ],
)

/** One row per export of the contract list: who, when, with which filters and sort, how many rows. */
export const contractExports = pgTable(
  'contract_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The list query as given (filters and sort, no paging). */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    rowCount: integer('row_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contract_exports_user_idx').on(t.userId, t.createdAt)],
)

export { accessScopes, applicationStatuses, type AccessScope, type ApplicationStatus } from '@tandem/api-contract'

export const accessApplications = pgTable(
  'access_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applyNo: text('apply_no').notNull().unique(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id),
    /** view = 查看, download = 下载 (implies view). */
    scope: text('scope', { enum: accessScopes }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: applicationStatuses }).notNull().default('pending'),
    approverId: integer('approver_id').references(() => users.id),
    approverComment: text('approver_comment').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('access_applications_status_idx').on(t.status, t.validUntil),
    index('access_applications_applicant_idx').on(t.applicantId),
    check('access_applications_scope_check', sql`${t.scope} in ('view', 'download')`),
    check('access_applications_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'withdrawn')`),
    check('access_applications_period_check', sql`${t.validUntil} > ${t.validFrom}`),
  ],
)

export const accessApplicationContracts = pgTable(
  'access_application_contracts',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => accessApplications.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.contractId] }),
    index('access_application_contracts_contract_idx').on(t.contractId),
  ],
)

/** Who receives the access: exactly one of user or department per row. */
export const accessApplicationGrantees = pgTable(
  'access_application_grantees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => accessApplications.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('access_application_grantees_application_idx').on(t.applicationId),
    index('access_application_grantees_user_idx').on(t.userId),
    index('access_application_grantees_department_idx').on(t.departmentId),
    check('access_application_grantees_one_check', sql`num_nonnulls(${t.userId}, ${t.departmentId}) = 1`),
  ],
)
