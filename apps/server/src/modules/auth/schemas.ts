import { z } from 'zod'
import { envelope, failureResponses } from '../../plugins/envelope.js'

const returnUrlQuery = z.object({
  returnUrl: z.string().max(2048).optional().describe('Path under /contract/web/ to return to'),
})

export const loginSchema = {
  tags: ['Authentication'],
  summary: '跳转到统一身份认证登录',
  querystring: returnUrlQuery,
  response: failureResponses,
}

export const callbackSchema = {
  tags: ['Authentication'],
  summary: '统一身份认证回调',
  querystring: z.looseObject({
    state: z.string().max(512).optional(),
    code: z.string().max(4096).optional(),
    error: z.string().max(256).optional(),
  }),
  response: failureResponses,
}

export const logoutSchema = {
  tags: ['Authentication'],
  summary: '退出登录并跳转到统一身份认证注销',
  querystring: returnUrlQuery,
  response: failureResponses,
}

export const logoutPageSchema = {
  tags: ['Authentication'],
  summary: '确认退出登录的页面（HTML；退出本身是 POST）',
  querystring: returnUrlQuery,
  response: { 200: z.string().meta({ description: 'HTML page' }), ...failureResponses },
}

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

export const getUserInfoSchema = {
  tags: ['Authentication'],
  summary: '当前登录用户信息',
  response: envelope(userInfo),
}
