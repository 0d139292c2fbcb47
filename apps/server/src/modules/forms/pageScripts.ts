import { menuCodes } from '@tandem/api-contract'
import { loadFormJson, needsScriptEvaluation } from '@tandem/form-core'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.js'
import { contracts, formBindings, forms, formVersions, recordFormData } from '../../db/schema/index.js'
import type { DataFormPage } from '../../plugins/security.js'
import { SESSION_COOKIE, type SessionStore, type SessionUser } from '../../plugins/session.js'
import { visibleTo } from '../contracts/index.js'
import { BoundedMap } from '../../boundedMap.js'

const VERSIONS_KEPT = 1024

/**
 * Whether a record page or a print page will show the requesting user a form with scripts, for
 * the CSP of the page (plugins/security.ts). A record's page shows the current version of the form
 * bound to its kind and the version its saved data was filled with; the print page of a version
 * shows that version. The answer per version is kept, since versions never change, so a page
 * request costs the session and one query. Whatever the user may not see answers false.
 */
export class PageScripts {
  readonly #db: Db
  readonly #sessions: SessionStore
  readonly #byVersion = new BoundedMap<number, Promise<boolean>>(VERSIONS_KEPT, { refreshOnRead: true })

  constructor(db: Db, sessions: SessionStore) {
    this.#db = db
    this.#sessions = sessions
  }

  readonly check = async (request: FastifyRequest, page: DataFormPage): Promise<boolean> => {
    const viewer = await this.#viewer(request)
    if (!viewer) return false
    const versionIds = page.forms === 'record' ? await this.#recordVersions(viewer, page.contractId, page.bizType) : await this.#version(viewer, page.formId, page.version)
    const answers = await Promise.all(versionIds.map((id) => this.#versionNeedsScripts(id)))
    return answers.includes(true)
  }

  async #viewer(request: FastifyRequest): Promise<SessionUser | null> {
    const token = request.cookies[SESSION_COOKIE]
    const resolved = token ? await this.#sessions.resolve(token) : null
    return resolved?.enabled ? resolved.user : null
  }

  /** The versions the record's 扩展信息 may show, when the viewer may read the record (of the page's kind). */
  async #recordVersions(viewer: SessionUser, contractId: number, bizType: number | undefined): Promise<number[]> {
    if (!viewer.menuCodes.has(menuCodes.contracts)) return []
    const current = this.#db
      .select({ id: formVersions.id })
      .from(formBindings)
      .innerJoin(forms, eq(forms.id, formBindings.formId))
      .innerJoin(formVersions, and(eq(formVersions.formId, forms.id), eq(formVersions.version, forms.latestVersion)))
      .where(eq(formBindings.bizType, contracts.bizType))
    const [row] = await this.#db
      .select({ bizType: contracts.bizType, current: sql<number | null>`(${current})`, saved: recordFormData.versionId })
      .from(contracts)
      .leftJoin(recordFormData, eq(recordFormData.contractId, contracts.id))
      .where(and(eq(contracts.id, contractId), visibleTo(this.#db, viewer)))
    if (!row || (bizType !== undefined && row.bizType !== bizType)) return []
    return [row.current, row.saved].filter((id): id is number => id !== null)
  }

  /** A library version, for who may read the library (the print page of a version reads it there). */
  async #version(viewer: SessionUser, formId: number, version: number): Promise<number[]> {
    if (!viewer.menuCodes.has(menuCodes.contracts) || !viewer.menuCodes.has(menuCodes.formLibrary)) return []
    const rows = await this.#db
      .select({ id: formVersions.id })
      .from(formVersions)
      .where(and(eq(formVersions.formId, formId), eq(formVersions.version, version)))
    return rows.map((row) => row.id)
  }

  #versionNeedsScripts(versionId: number): Promise<boolean> {
    const kept = this.#byVersion.get(versionId)
    if (kept) return kept
    const answer = this.#readVersion(versionId)
    this.#byVersion.set(versionId, answer)
    // A failed read is asked again next time.
    answer.catch(() => this.#byVersion.delete(versionId))
    return answer
  }

  async #readVersion(versionId: number): Promise<boolean> {
    const [row] = await this.#db.select({ json: formVersions.json }).from(formVersions).where(eq(formVersions.id, versionId))
    try {
      return needsScriptEvaluation(loadFormJson(row.json))
    } catch {
      // A JSON the loader refuses is shown as an error by the page, which runs nothing of it.
      return false
    }
  }
}
