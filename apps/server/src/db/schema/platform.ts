import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
}

export const departments = pgTable('departments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  ...timestamps,
})

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The IdP account name (OIDC preferred_username, else sub). */
    account: text('account').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    photoUrl: text('photo_url').notNull().default(''),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('users_department_idx').on(t.departmentId)],
)

export const roles = pgTable('roles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
})

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
)

/** Which menu tree an item belongs to; mapped from the configured SystemId values at request time. */
export const menuSystems = ['contract', 'suite'] as const
export type MenuSystem = (typeof menuSystems)[number]

export const menus = pgTable(
  'menus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    system: text('system', { enum: menuSystems }).notNull(),
    code: text('code').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => menus.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    path: text('path').notNull().default(''),
    icon: text('icon').notNull().default(''),
    /** 0 = menu or page, 1 = button or permission point. */
    type: smallint('type').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('menus_system_code_idx').on(t.system, t.code),
    index('menus_parent_idx').on(t.parentId),
    check('menus_system_check', sql`${t.system} in ('contract', 'suite')`),
    check('menus_type_check', sql`${t.type} in (0, 1)`),
  ],
)

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('role_menus_menu_idx').on(t.menuId)],
)

/** Server-side sessions; the id is the SHA-256 of the cookie token, so a database dump holds no usable cookie. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idToken: text('id_token').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

/** Pending sign-ins: PKCE verifier, nonce and return path between Login and Callback. */
export const loginStates = pgTable(
  'login_states',
  {
    state: text('state').primaryKey(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    returnUrl: text('return_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_states_expires_idx').on(t.expiresAt)],
)
