import { z } from 'zod'

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
export type MenuItem = z.infer<typeof menuItem>

export const menusQuery = z.object({ SystemId: z.string().min(1).max(64) })
export type MenusQuery = z.input<typeof menusQuery>

export const menusAndCodes = z.object({ menuList: z.array(menuItem), menuCodeList: z.array(z.string()) })
export type MenusAndCodes = z.infer<typeof menusAndCodes>
