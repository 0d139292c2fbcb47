import { z } from 'zod'

export const returnUrlQuery = z.object({
  returnUrl: z.string().max(2048).optional().describe('Path under /contract/web/ to return to'),
})
export type ReturnUrlQuery = z.input<typeof returnUrlQuery>

/** What the identity provider sends back to the callback. */
export const callbackQuery = z.looseObject({
  state: z.string().max(512).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(256).optional(),
})
export type CallbackQuery = z.input<typeof callbackQuery>

export const userInfo = z
  .object({
    userId: z.number().int(),
    account: z.string(),
    userName: z.string(),
    userPhoto: z.string().describe('Photo URL, "" when none'),
    departmentId: z.number().int(),
    departmentName: z.string(),
    roles: z.array(z.string()),
  })
  .meta({ id: 'UserInfo' })
export type UserInfo = z.infer<typeof userInfo>
