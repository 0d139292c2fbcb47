import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../client.js'
import { departments, menus, roleMenus, roles, userRoles, users, type MenuSystem } from '../schema/index.js'
import { departmentNames, menuTrees, roleDefinitions, roleGrants, seedAccounts, type MenuSeed } from './reference.js'

/** Departments, accounts, roles, both menu trees and role→menu grants. Existing rows are kept. */
export async function seedPlatform(db: Db): Promise<void> {
  await db
    .insert(departments)
    .values(departmentNames.map((name, sort) => ({ name, sort })))
    .onConflictDoNothing()
  const departmentIds = await departmentIdsByName(db)

  await db
    .insert(users)
    .values(
      seedAccounts.map(({ account, name, email, department }) => ({
        account,
        name,
        email,
        departmentId: departmentIds.get(department) as number,
      })),
    )
    .onConflictDoNothing()
  await db.insert(roles).values([...roleDefinitions]).onConflictDoNothing()

  const roleIds = new Map((await db.select().from(roles)).map((r) => [r.code, r.id]))
  const userIds = new Map(
    (await db.select({ id: users.id, account: users.account }).from(users)).map((u) => [u.account, u.id]),
  )
  await db
    .insert(userRoles)
    .values(
      seedAccounts.map(({ account, role }) => ({
        userId: userIds.get(account) as number,
        roleId: roleIds.get(role) as number,
      })),
    )
    .onConflictDoNothing()

  for (const system of ['contract', 'suite'] as const) {
    await upsertMenus(db, system, menuTrees[system], null)
    for (const definition of roleDefinitions) {
      const codes = roleGrants[definition.code][system]
      const granted = await db
        .select({ id: menus.id })
        .from(menus)
        .where(and(eq(menus.system, system), inArray(menus.code, codes)))
      await db
        .insert(roleMenus)
        .values(granted.map(({ id }) => ({ roleId: roleIds.get(definition.code) as number, menuId: id })))
        .onConflictDoNothing()
    }
  }
}

export async function departmentIdsByName(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: departments.id, name: departments.name }).from(departments)
  return new Map(rows.map((d) => [d.name, d.id]))
}

async function upsertMenus(db: Db, system: MenuSystem, items: MenuSeed[], parentId: number | null): Promise<void> {
  for (const [sort, item] of items.entries()) {
    const values = {
      system,
      code: item.code,
      parentId,
      name: item.name,
      path: item.path,
      icon: item.icon ?? '',
      type: item.type ?? 0,
      sort,
    }
    const [row] = await db
      .insert(menus)
      .values(values)
      .onConflictDoUpdate({
        target: [menus.system, menus.code],
        set: {
          parentId: sql`excluded.parent_id`,
          name: sql`excluded.name`,
          path: sql`excluded.path`,
          icon: sql`excluded.icon`,
          type: sql`excluded.type`,
          sort: sql`excluded.sort`,
        },
      })
      .returning({ id: menus.id })
    if (item.children) await upsertMenus(db, system, item.children, row.id)
  }
}
