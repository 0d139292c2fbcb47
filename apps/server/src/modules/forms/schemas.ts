import { z } from 'zod'
import { formStatuses } from '../../db/schema/index.js'
import { envelope, failureEnvelope } from '../../plugins/envelope.js'
import { bizType, id, person, timestamp } from '../contracts/index.js'

const LIBRARY = ['Form library']
const RECORD = ['Record forms']

/** A form JSON: VForm's { formConfig, widgetList }; its content is checked by form-core's loader. */
export const formJson = z.record(z.string(), z.unknown()).describe('VForm JSON { formConfig, widgetList }')
/** Form data: values by field name, sub-forms as arrays of row objects. */
export const formData = z.record(z.string(), z.unknown()).describe('Values by field name; sub-forms as arrays of row objects')

const code = z.string().trim().regex(/^[A-Za-z][\w-]{1,63}$/, '应以字母开头，由字母、数字、下划线或连字符组成（2-64 位）')
const name = z.string().trim().min(1).max(100)
const category = z.string().trim().max(50)
const description = z.string().trim().max(500)
const revision = z.number().int().min(1).describe('revision the change was made on; a newer one on the server answers 409')

const formParams = z.object({ id: id.describe('Form id') })

export const formSummary = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    category: z.string(),
    description: z.string(),
    status: z.enum(formStatuses).describe('draft 草稿, published 已发布, disabled 已停用'),
    statusName: z.string(),
    latestVersion: z.number().int().nullable().describe('Newest published version number; null: never published'),
    revision: z.number().int(),
    boundBizTypes: z.array(z.number().int()).describe('Record kinds bound to this form'),
    updatedBy: person.nullable(),
    updatedAt: timestamp,
  })
  .meta({ id: 'FormSummary' })

export const formDetail = formSummary.extend({ json: formJson }).meta({ id: 'FormDetail' })

export const scriptEntry = z
  .object({
    widgetName: z.string().describe('Widget name, or "" for form-level scripts'),
    widgetType: z.string().describe('Widget type, or "form"'),
    event: z.string(),
    code: z.string(),
  })
  .meta({ id: 'FormScript' })

export const versionSummary = z
  .object({ id: z.number().int(), version: z.number().int(), publishedBy: person, publishedAt: timestamp })
  .meta({ id: 'FormVersionSummary' })

export const versionDetail = versionSummary
  .extend({ formId: z.number().int(), formName: z.string(), json: formJson, scripts: z.array(scriptEntry) })
  .meta({ id: 'FormVersion' })

const fieldFacts = z.object({ name: z.string(), label: z.string(), type: z.string(), subFormName: z.string().nullable() })

export const versionComparison = z
  .object({
    from: z.number().int(),
    to: z.number().int(),
    added: z.array(fieldFacts),
    removed: z.array(fieldFacts),
    changed: z.array(fieldFacts.extend({ changes: z.array(z.object({ option: z.string(), before: z.unknown(), after: z.unknown() })) })),
  })
  .meta({ id: 'FormVersionComparison' })

export const binding = z
  .object({
    bizType: z.number().int(),
    bizTypeName: z.string(),
    form: z.object({ id: z.number().int(), code: z.string(), name: z.string(), latestVersion: z.number().int().nullable() }).nullable(),
    boundBy: person.nullable(),
    boundAt: timestamp.nullable(),
  })
  .meta({ id: 'FormBinding' })

// ===== Library routes (bdgl) =====

export const listFormsSchema = {
  tags: LIBRARY,
  summary: '表单列表（关键字、分类、状态、绑定筛选）',
  querystring: z.object({
    keyword: z.string().trim().max(100).optional().describe('Substring of name or code'),
    category: category.optional(),
    status: z.enum(formStatuses).optional(),
    bizType: bizType.optional().describe('Only the form bound to this record kind'),
  }),
  response: envelope(z.object({ list: z.array(formSummary), categories: z.array(z.string()) })),
}

export const createFormSchema = {
  tags: LIBRARY,
  summary: '新建表单（空白、复制模板或导入 VForm JSON）',
  body: z.object({ code, name, category: category.default(''), description: description.default(''), json: formJson.optional() }),
  response: envelope(formDetail),
}

export const getFormSchema = { tags: LIBRARY, summary: '表单详情（含草稿 JSON 与修订号）', params: formParams, response: envelope(formDetail) }

export const saveFormSchema = {
  tags: LIBRARY,
  summary: '保存表单草稿（修订号过期时 409，不覆盖他人的保存）',
  params: formParams,
  body: z.object({ revision, json: formJson, name: name.optional(), category: category.optional(), description: description.optional() }),
  response: envelope(formDetail),
}

export const copyFormSchema = {
  tags: LIBRARY,
  summary: '复制表单（复制其草稿为一个新表单）',
  params: formParams,
  body: z.object({ code, name }),
  response: envelope(formDetail),
}

export const publishFormSchema = {
  tags: LIBRARY,
  summary: '发布表单：校验草稿并冻结为新的版本',
  params: formParams,
  body: z.object({ revision }),
  response: envelope(versionSummary.extend({ form: formSummary })),
}

export const setFormEnabledSchema = {
  tags: LIBRARY,
  summary: '停用或启用表单（已绑定的表单不能停用）',
  params: formParams,
  body: z.object({ enabled: z.boolean() }),
  response: envelope(formSummary),
}

export const deleteFormSchema = {
  tags: LIBRARY,
  summary: '删除从未发布过的表单',
  params: formParams,
  response: envelope(z.object({ id: z.number().int() })),
}

export const listVersionsSchema = { tags: LIBRARY, summary: '表单的已发布版本', params: formParams, response: envelope(z.array(versionSummary)) }

export const getVersionSchema = {
  tags: LIBRARY,
  summary: '某一版本的 JSON 及其中的全部脚本',
  params: formParams.extend({ version: z.coerce.number().int().min(1) }),
  response: envelope(versionDetail),
}

export const compareVersionsSchema = {
  tags: LIBRARY,
  summary: '比较两个版本：新增、删除和修改的字段',
  params: formParams,
  querystring: z.object({ from: z.coerce.number().int().min(1), to: z.coerce.number().int().min(1) }),
  response: envelope(versionComparison),
}

export const listBindingsSchema = { tags: LIBRARY, summary: '各类记录绑定的表单', response: envelope(z.array(binding)) }

export const bindFormSchema = {
  tags: LIBRARY,
  summary: '将已发布的表单绑定到一类记录（formId 为 null 时解除绑定）',
  params: z.object({ bizType }),
  body: z.object({ formId: id.nullable() }),
  response: envelope(binding),
}

// ===== Record routes (htc + the record's rights) =====

export const fieldErrorSchema = z
  .object({
    path: z.string().describe('name, or subForm.rowIndex.name for a sub-form row'),
    name: z.string(),
    label: z.string(),
    subFormName: z.string().nullable(),
    rowIndex: z.number().int().nullable(),
    message: z.string(),
  })
  .meta({ id: 'FormFieldError' })

/** 422 of a refused save: the failure envelope with the field errors as data. */
export const formDataRefusal = failureEnvelope
  .extend({ data: z.object({ errors: z.array(fieldErrorSchema) }) })
  .meta({ id: 'FormDataRefusal' })

const recordParams = z.object({ contractId: id.describe('Record id') })

const savedData = z.object({
  formId: z.number().int().describe('The form of the version the data was filled with (the kind may be bound to another form since)'),
  formName: z.string(),
  versionId: z.number().int(),
  version: z.number().int(),
  data: formData,
  revision: z.number().int(),
  savedBy: person,
  savedAt: timestamp,
})

export const recordForm = z
  .object({
    bound: z.boolean().describe('false: the record kind has no bound form (no tab)'),
    record: z.object({ id: z.number().int(), bizType: z.number().int(), bizTypeName: z.string(), contractNo: z.string(), contractName: z.string(), department: z.string(), sealed: z.boolean() }),
    form: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
    current: z.object({ versionId: z.number().int(), version: z.number().int(), json: formJson }).nullable().describe('The bound form\'s newest version: edits are made and saved with it'),
    saved: savedData
      .extend({ json: formJson.nullable().describe('JSON of the data\'s version; null when that is current (use current.json)') })
      .nullable()
      .describe('Saved data with the version it was filled with'),
    draft: z.object({ versionId: z.number().int(), data: formData, updatedAt: timestamp }).nullable().describe('This user\'s unsaved draft'),
    canEdit: z.boolean(),
    readOnlyReason: z.string().nullable().describe('Why the form is read-only for this user'),
  })
  .meta({ id: 'RecordForm' })

export const getRecordFormSchema = { tags: RECORD, summary: '记录的扩展信息：绑定表单、已保存数据与本人草稿', params: recordParams, response: envelope(recordForm) }

export const saveRecordFormSchema = {
  tags: RECORD,
  summary: '保存记录的扩展信息（服务器按表单规则校验，不通过时 422 并给出字段错误）',
  params: recordParams,
  body: z.object({
    versionId: z.number().int().describe('current.versionId the data was filled with'),
    revision: z.number().int().min(0).describe('saved.revision the edit started from; 0 when nothing was saved'),
    data: formData,
  }),
  response: { ...envelope(savedData), 422: formDataRefusal },
}

export const recordHistorySchema = {
  tags: RECORD,
  summary: '扩展信息的保存历史',
  params: recordParams,
  response: envelope(z.array(z.object({ id: z.number().int(), version: z.number().int(), data: formData, savedBy: person, savedAt: timestamp }))),
}

export const saveDraftSchema = {
  tags: RECORD,
  summary: '自动保存本人未提交的草稿',
  params: recordParams,
  body: z.object({ versionId: z.number().int(), data: formData }),
  response: envelope(z.object({ updatedAt: timestamp })),
}

export const discardDraftSchema = { tags: RECORD, summary: '丢弃本人的草稿', params: recordParams, response: envelope(z.object({ discarded: z.boolean() })) }
