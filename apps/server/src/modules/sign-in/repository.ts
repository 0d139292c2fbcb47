import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { loginStates, roles, userRoles, users } from '../../db/schema/index.js'

const LOGIN_STATE_TTL_MS = 10 * 60_000

export type PendingLogin = typeof loginStates.$inferSelect

export async function savePendingLogin(db: Db, login: Omit<PendingLogin, 'expiresAt'>): Promise<void> {
  await db.delete(loginStates).where(lt(loginStates.expiresAt, sql`now()`))
  await db.insert(loginStates).values({ ...login, expiresAt: new Date(Date.now() + LOGIN_STATE_TTL_MS) })
}

/** Removes and returns a pending sign-in, so each state is usable once. */
export async function takePendingLogin(db: Db, state: string): Promise<PendingLogin | undefined> {
  const [row] = await db
    .delete(loginStates)
    .where(and(eq(loginStates.state, state), gt(loginStates.expiresAt, sql`now()`)))
    .returning()
  return row
}

export async function findUserByAccount(db: Db, account: string) {
  const [user] = await db.select().from(users).where(eq(users.account, account))
  return user
}

/** Keeps the profile the IdP asserts (photo, e-mail) in step with the directory row. */
export async function updateProfile(db: Db, userId: number, profile: { email?: string; picture?: string }) {
  const changes = {
    ...(profile.email ? { email: profile.email } : {}),
    ...(profile.picture ? { photoUrl: profile.picture } : {}),
  }
  if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, userId))
}

export async function roleCodesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ code: roles.code })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(roles.code)
  return rows.map((r) => r.code)
}
