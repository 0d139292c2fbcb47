import { sql } from 'drizzle-orm'
import type { App } from '../app.js'

/**
 * The contracts a user may see and download from, computed here in plain SQL from the rules of
 * docs/contracts.md (own department, admin, an approved grant in force), not through the app's
 * own visibility code, so the matrix checks that code instead of repeating it.
 */
export async function expectedRights(app: App, account: string): Promise<{ visible: Set<number>; downloadable: Set<number> }> {
  const result = (await app.db.execute(sql`
    with me as (
      select u.id, u.department_id,
        exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.code = 'admin') as admin
      from users u where u.account = ${account}
    ),
    granted as (
      select ac.contract_id, a.scope
      from access_applications a
      join access_application_contracts ac on ac.application_id = a.id
      join access_application_grantees g on g.application_id = a.id, me
      where a.status = 'approved' and a.valid_from <= now() and a.valid_until > now()
        and (g.user_id = me.id or g.department_id = me.department_id)
    )
    select c.id,
      (me.admin or c.department_id = me.department_id or exists (select 1 from granted where granted.contract_id = c.id)) as visible,
      (me.admin or c.department_id = me.department_id or exists (select 1 from granted where granted.contract_id = c.id and granted.scope = 'download')) as downloadable
    from contracts c, me
  `)) as unknown as { rows: { id: number; visible: boolean; downloadable: boolean }[] }
  const visible = new Set<number>()
  const downloadable = new Set<number>()
  for (const row of result.rows) {
    if (row.visible) visible.add(Number(row.id))
    if (row.downloadable) downloadable.add(Number(row.id))
  }
  return { visible, downloadable }
}
