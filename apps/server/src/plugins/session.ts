import { createHash, randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { departments, menus, roleMenus, roles, sessions, userRoles, users } from '../db/schema/index.js'
import { errors } from '../errors.js'
// The cookie parser and the db plugin decorate what this plugin uses.
import type {} from '@fastify/cookie'
import type {} from './db.js'

export const SESSION_COOKIE = 'tandem_sid'

export interface SessionUser {
  id: number
  account: string
  name: string
  email: string
  photoUrl: string
  departmentId: number
  departmentName: string
  sessionId: string
  idToken: string
  /** Holds the admin role: sees every record. */
  isAdmin: boolean
  /** Menu codes of the contract system granted through the user's roles. */
  menuCodes: ReadonlySet<string>
}

export const ADMIN_ROLE = 'admin'

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore
    /**
     * Hook (onRequest, so before any input is read or validated: an anonymous caller learns nothing
     * from 400s): loads the session into request.user or answers 401 (20001 / "0003").
     */
    authenticate: onRequestAsyncHookHandler
  }
  interface FastifyRequest {
    user: SessionUser | null
  }
}

const hash = (token: string) => createHash('sha256').update(token).digest('base64url')

// Runs on every request: built once and prepared, so neither the SQL text nor the plan is made again.
function resolveQuery(db: Db) {
  return db
    .select({
      expiresAt: sessions.expiresAt,
      idToken: sessions.idToken,
      user: users,
      departmentName: departments.name,
      isAdmin: sql<boolean>`exists(${db
        .select({ one: sql`1` })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(and(eq(userRoles.userId, users.id), eq(roles.code, ADMIN_ROLE)))})`,
      menuCodes: sql<string[]>`array(${db
        .selectDistinct({ code: menus.code })
        .from(menus)
        .innerJoin(roleMenus, eq(roleMenus.menuId, menus.id))
        .innerJoin(userRoles, eq(userRoles.roleId, roleMenus.roleId))
        .where(and(eq(userRoles.userId, users.id), eq(menus.system, 'contract')))})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(departments, eq(departments.id, users.departmentId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('tandem_session_resolve')
}

/** Database-backed sessions with sliding expiry. */
export class SessionStore {
  readonly #db: Db
  readonly #ttlMs: number
  readonly #resolveQuery

  constructor(db: Db, ttlMinutes: number) {
    this.#db = db
    this.#ttlMs = ttlMinutes * 60_000
    this.#resolveQuery = resolveQuery(db)
  }

  /** Creates a session and returns the cookie token (only its hash is stored). */
  async create(userId: number, idToken = ''): Promise<string> {
    const token = randomBytes(32).toString('base64url')
    await this.#db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`))
    await this.#db.insert(sessions).values({ id: hash(token), userId, idToken, expiresAt: this.#expiry() })
    return token
  }

  /**
   * The session's user with their permissions, or null when the token is unknown or expired; extends
   * the expiry on use. One query, read fresh on every request, so a changed role applies at once.
   */
  async resolve(token: string): Promise<{ user: SessionUser; enabled: boolean } | null> {
    const id = hash(token)
    const [row] = await this.#resolveQuery.execute({ id })
    if (!row) return null
    const remaining = row.expiresAt.getTime() - Date.now()
    if (remaining <= 0) {
      await this.#db.delete(sessions).where(eq(sessions.id, id))
      return null
    }
    // Refresh at most once a minute so a busy page does not write on every call.
    if (remaining < this.#ttlMs - 60_000) {
      await this.#db.update(sessions).set({ expiresAt: this.#expiry() }).where(eq(sessions.id, id))
    }
    const { user } = row
    return {
      enabled: user.enabled,
      user: {
        id: user.id,
        account: user.account,
        name: user.name,
        email: user.email,
        photoUrl: user.photoUrl,
        departmentId: user.departmentId,
        departmentName: row.departmentName,
        sessionId: id,
        idToken: row.idToken,
        isAdmin: row.isAdmin,
        menuCodes: new Set(row.menuCodes),
      },
    }
  }

  /** Ends the session; returns its ID token (for the IdP sign-out hint), "" when there was none. */
  async destroy(token: string): Promise<string> {
    const [row] = await this.#db
      .delete(sessions)
      .where(eq(sessions.id, hash(token)))
      .returning({ idToken: sessions.idToken })
    return row?.idToken ?? ''
  }

  #expiry(): Date {
    return new Date(Date.now() + this.#ttlMs)
  }
}

/** Cookie attributes of the session cookie; Secure whenever the request arrived over https. */
export function sessionCookieOptions(request: FastifyRequest) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: request.protocol === 'https' }
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request))
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request))
}

export default fp<{ ttlMinutes: number }>(
  async (app, { ttlMinutes }) => {
    app.decorate('sessions', new SessionStore(app.db, ttlMinutes))
    app.decorateRequest('user', null)
    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      if (request.user) return
      const token = request.cookies[SESSION_COOKIE]
      const resolved = token ? await app.sessions.resolve(token) : null
      if (!resolved) throw new errors.TND_ERR_SESSION_EXPIRED()
      if (!resolved.enabled) throw new errors.TND_ERR_IDENTITY_INVALID()
      request.user = resolved.user
    })
  },
  { fastify: '5.x', name: 'tandem-session', dependencies: ['tandem-db', '@fastify/cookie'] },
)
