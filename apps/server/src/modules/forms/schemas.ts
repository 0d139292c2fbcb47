import {
  binding,
  bindingParams,
  bindFormBody,
  compareQuery,
  copyFormBody,
  deletedForm,
  discardedDraft,
  failureEnvelope,
  fieldError,
  formDetail,
  formEnabledBody,
  formList,
  formListQuery,
  formSummary,
  formParams,
  newFormBody,
  publishedVersion,
  publishFormBody,
  recordForm,
  recordHistoryEntry,
  recordParams,
  saveDraftBody,
  savedDraft,
  savedRecordForm,
  saveFormBody,
  saveRecordBody,
  versionComparison,
  versionDetail,
  versionParams,
  versionSummary,
} from '@tandem/api-contract'
import { z } from 'zod'
import { envelope } from '../../plugins/envelope.js'

const LIBRARY = ['Form library']
const RECORD = ['Record forms']

// ===== Library routes (bdgl) =====

export const listFormsSchema = {
  tags: LIBRARY,
  summary: '表单列表（关键字、分类、状态、绑定筛选）',
  querystring: formListQuery,
  response: envelope(formList),
}

export const createFormSchema = {
  tags: LIBRARY,
  summary: '新建表单（空白、复制模板或导入 VForm JSON）',
  body: newFormBody,
  response: envelope(formDetail),
}

export const getFormSchema = { tags: LIBRARY, summary: '表单详情（含草稿 JSON 与修订号）', params: formParams, response: envelope(formDetail) }

export const saveFormSchema = {
  tags: LIBRARY,
  summary: '保存表单草稿（修订号过期时 409，不覆盖他人的保存）',
  params: formParams,
  body: saveFormBody,
  response: envelope(formDetail),
}

export const copyFormSchema = {
  tags: LIBRARY,
  summary: '复制表单（复制其草稿为一个新表单）',
  params: formParams,
  body: copyFormBody,
  response: envelope(formDetail),
}

export const publishFormSchema = {
  tags: LIBRARY,
  summary: '发布表单：校验草稿并冻结为新的版本',
  params: formParams,
  body: publishFormBody,
  response: envelope(publishedVersion),
}

export const setFormEnabledSchema = {
  tags: LIBRARY,
  summary: '停用或启用表单（已绑定的表单不能停用）',
  params: formParams,
  body: formEnabledBody,
  response: envelope(formSummary),
}

export const deleteFormSchema = {
  tags: LIBRARY,
  summary: '删除从未发布过的表单',
  params: formParams,
  response: envelope(deletedForm),
}

export const listVersionsSchema = { tags: LIBRARY, summary: '表单的已发布版本', params: formParams, response: envelope(z.array(versionSummary)) }

export const getVersionSchema = {
  tags: LIBRARY,
  summary: '某一版本的 JSON 及其中的全部脚本',
  params: versionParams,
  response: envelope(versionDetail),
}

export const compareVersionsSchema = {
  tags: LIBRARY,
  summary: '比较两个版本：新增、删除和修改的字段',
  params: formParams,
  querystring: compareQuery,
  response: envelope(versionComparison),
}

export const listBindingsSchema = { tags: LIBRARY, summary: '各类记录绑定的表单', response: envelope(z.array(binding)) }

export const bindFormSchema = {
  tags: LIBRARY,
  summary: '将已发布的表单绑定到一类记录（formId 为 null 时解除绑定）',
  params: bindingParams,
  body: bindFormBody,
  response: envelope(binding),
}

// ===== Record routes (htc + the record's rights) =====

/** 422 of a refused save: the failure envelope with the field errors as data. */
export const formDataRefusal = failureEnvelope
  .extend({ data: z.object({ errors: z.array(fieldError) }) })
  .meta({ id: 'FormDataRefusal' })

export const getRecordFormSchema = { tags: RECORD, summary: '记录的扩展信息：绑定表单、已保存数据与本人草稿', params: recordParams, response: envelope(recordForm) }

export const saveRecordFormSchema = {
  tags: RECORD,
  summary: '保存记录的扩展信息（服务器按表单规则校验，不通过时 422 并给出字段错误）',
  params: recordParams,
  body: saveRecordBody,
  response: { ...envelope(savedRecordForm), 422: formDataRefusal },
}

export const recordHistorySchema = {
  tags: RECORD,
  summary: '扩展信息的保存历史',
  params: recordParams,
  response: envelope(z.array(recordHistoryEntry)),
}

export const saveDraftSchema = {
  tags: RECORD,
  summary: '自动保存本人未提交的草稿',
  params: recordParams,
  body: saveDraftBody,
  response: envelope(savedDraft),
}

export const discardDraftSchema = { tags: RECORD, summary: '丢弃本人的草稿', params: recordParams, response: envelope(discardedDraft) }
