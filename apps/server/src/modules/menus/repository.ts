import type { MenuItem, MenusAndCodes } from '@tandem/api-contract'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { menus, roleMenus, userRoles, type MenuSystem } from '../../db/schema/index.js'

/** The menu tree of one system restricted to what the user's roles grant; an item needs its parent granted. */
export async function userMenuTree(
  db: Db,
  userId: number,
  system: MenuSystem,
  resolvePath: (code: string, path: string) => string,
): Promise<MenusAndCodes> {
  const rows = await db
    .selectDistinct({
      id: menus.id,
      parentId: menus.parentId,
      code: menus.code,
      name: menus.name,
      path: menus.path,
      icon: menus.icon,
      type: menus.type,
      sort: menus.sort,
    })
    .from(menus)
    .innerJoin(roleMenus, eq(roleMenus.menuId, menus.id))
    .innerJoin(userRoles, eq(userRoles.roleId, roleMenus.roleId))
    .where(and(eq(userRoles.userId, userId), eq(menus.system, system)))
    .orderBy(asc(menus.sort), asc(menus.id))
  const items = new Map(
    rows.map((row) => {
      const path = resolvePath(row.code, row.path)
      const item: MenuItem = { code: row.code, name: row.name, path, fullPath: path, icon: row.icon, type: row.type, sort: row.sort, children: [] }
      return [row.id, { row, item }]
    }),
  )
  const menuList: MenuItem[] = []
  for (const { row, item } of items.values()) {
    if (row.parentId === null) menuList.push(item)
    else items.get(row.parentId)?.item.children.push(item)
  }
  return { menuList, menuCodeList: rows.map((row) => row.code) }
}

/** The name and stored path of a suite entry, whoever holds it; undefined for an unknown code. */
export async function suiteEntry(db: Db, code: string): Promise<{ name: string; path: string } | undefined> {
  const [row] = await db
    .select({ name: menus.name, path: menus.path })
    .from(menus)
    .where(and(eq(menus.system, 'suite'), eq(menus.code, code)))
    .limit(1)
  return row
}
