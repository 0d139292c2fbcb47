import { callbackQuery, returnUrlQuery, userInfo } from '@tandem/api-contract'
import { z } from 'zod'
import { envelope, failureResponses } from '../../plugins/envelope.js'

export const loginSchema = {
  tags: ['Authentication'],
  summary: '跳转到统一身份认证登录',
  querystring: returnUrlQuery,
  response: failureResponses,
}

export const callbackSchema = {
  tags: ['Authentication'],
  summary: '统一身份认证回调',
  querystring: callbackQuery,
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

export const getUserInfoSchema = {
  tags: ['Authentication'],
  summary: '当前登录用户信息',
  response: envelope(userInfo),
}
