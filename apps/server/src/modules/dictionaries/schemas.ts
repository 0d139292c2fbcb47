import {
  bizTypeOptions,
  contractStatusOptions,
  contractTypeOptions,
  department,
  USERS_LIMIT,
  userOption,
  userSearch,
} from '@tandem/api-contract'
import { z } from 'zod'
import { envelope } from '../../plugins/envelope.js'

const TAGS = ['Dictionaries']

export const departmentsSchema = { tags: TAGS, summary: '部门列表', response: envelope(z.array(department)) }

export const usersSchema = {
  tags: TAGS,
  summary: `可选择的用户（已启用，最多 ${USERS_LIMIT} 个）`,
  querystring: userSearch,
  response: envelope(z.array(userOption)),
}

export const bizTypesSchema = { tags: TAGS, summary: '记录类别（合同、标书、公文、律师函）', response: envelope(bizTypeOptions) }
export const contractTypesSchema = { tags: TAGS, summary: '合同类型', response: envelope(contractTypeOptions) }
export const contractStatusesSchema = { tags: TAGS, summary: '合同状态', response: envelope(contractStatusOptions) }
