import { menusAndCodes, menusQuery } from '@tandem/api-contract'
import { envelope } from '../../plugins/envelope.js'

export const getUserMenusSchema = {
  tags: ['Menus'],
  summary: '当前用户在指定系统中的菜单与权限编码',
  querystring: menusQuery,
  response: envelope(menusAndCodes),
}
