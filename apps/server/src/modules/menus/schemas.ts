import { z } from 'zod'
import { envelope } from '../../plugins/envelope.js'

export const menuItem = z
  .object({
    code: z.string(),
    name: z.string(),
    path: z.string(),
    fullPath: z.string(),
    icon: z.string(),
    type: z.number().int().describe('0 = menu or page, 1 = button or permission point'),
    sort: z.number().int(),
    get children(): z.ZodArray<typeof menuItem> {
      return z.array(menuItem)
    },
  })
  .meta({ id: 'MenuItem' })

export const getUserMenusSchema = {
  tags: ['Menus'],
  summary: '当前用户在指定系统中的菜单与权限编码',
  querystring: z.object({ SystemId: z.string().min(1).max(64) }),
  response: envelope(z.object({ menuList: z.array(menuItem), menuCodeList: z.array(z.string()) })),
}
