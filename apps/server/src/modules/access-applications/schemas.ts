import {
  application,
  applicationDraft,
  applicationPage,
  decisionBody,
  myApplicationsQuery,
  pendingApplicationsQuery,
  withdrawBody,
} from '@tandem/api-contract'
import { envelope } from '../../plugins/envelope.js'

const TAGS = ['Access authorization']

export const saveDataSchema = {
  tags: TAGS,
  summary: '提交合同访问授权申请（待审批）',
  body: applicationDraft,
  response: envelope(application),
}

export const myListSchema = {
  tags: TAGS,
  summary: '我提交的授权申请及其审批结果（最新在前）',
  querystring: myApplicationsQuery,
  response: envelope(applicationPage),
}

export const pendingListSchema = {
  tags: TAGS,
  summary: '待我审批的授权申请：不含本人提交的和授权给本人或本部门的（最早在前；需要 qxsq_approve）',
  querystring: pendingApplicationsQuery,
  response: envelope(applicationPage),
}

export const decideSchema = {
  tags: TAGS,
  summary: '审批授权申请：通过或驳回（需要 qxsq_approve）',
  body: decisionBody,
  response: envelope(application),
}

export const withdrawSchema = {
  tags: TAGS,
  summary: '撤回本人提交的待审批申请',
  body: withdrawBody,
  response: envelope(application),
}
