import { eq } from 'drizzle-orm'
import type { App } from '../app.js'
import { users } from '../db/schema/index.js'
import { SESSION_COOKIE } from '../plugins/session.js'
import type { RouteAccess } from './routeAccess.js'

/** A caller of the API: a seeded account with its session, or nobody. */
export interface Caller {
  name: string
  cookie: string | undefined
  menuCodes: ReadonlySet<string>
}

export const anonymous: Caller = { name: '(no session)', cookie: undefined, menuCodes: new Set() }

/** Every enabled seeded account, signed in, with the menu codes its roles grant. */
export async function seededCallers(app: App): Promise<Caller[]> {
  const accounts = await app.db.select({ id: users.id, account: users.account }).from(users).where(eq(users.enabled, true)).orderBy(users.id)
  const callers: Caller[] = []
  for (const { id, account } of accounts) {
    const token = await app.sessions.create(id)
    const resolved = await app.sessions.resolve(token)
    callers.push({ name: account, cookie: `${SESSION_COOKIE}=${token}`, menuCodes: resolved?.user.menuCodes ?? new Set() })
  }
  return callers
}

/** Whether `caller` passes the route's guard according to the table. */
export function isAllowed(access: RouteAccess, caller: Caller): boolean {
  if (access === 'public') return true
  if (caller.cookie === undefined) return false
  if (access === 'session') return true
  return access.every((code) => caller.menuCodes.has(code))
}
