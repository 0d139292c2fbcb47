import { z } from 'zod'
import { bizType, bizTypeCode, id, int32, int32Text, person, timestamp } from './common.js'
import { formStatuses } from './vocabulary.js'

/** A form JSON: VForm's { formConfig, widgetList }; its content is checked by form-core's loader. */
export const formJson = z.record(z.string(), z.unknown()).describe('VForm JSON { formConfig, widgetList }')
export type StoredFormJson = z.infer<typeof formJson>
/** Form data: values by field name, sub-forms as arrays of row objects. */
export const formData = z.record(z.string(), z.unknown()).describe('Values by field name; sub-forms as arrays of row objects')
export type RecordFormData = z.infer<typeof formData>

const code = z.string().trim().regex(/^[A-Za-z][\w-]{1,63}$/, '应以字母开头，由字母、数字、下划线或连字符组成（2-64 位）')
const name = z.string().trim().min(1).max(100)
const category = z.string().trim().max(50)
const description = z.string().trim().max(500)
const revision = int32(1).describe('revision the change was made on; a newer one on the server answers 409')

export const formParams = z.object({ id: id.describe('Form id') })

// ===== Library =====

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
    boundBizTypes: z.array(bizTypeCode).describe('Record kinds bound to this form'),
    updatedBy: person.nullable(),
    updatedAt: timestamp,
  })
  .meta({ id: 'FormSummary' })
export type FormSummary = z.infer<typeof formSummary>

export const formDetail = formSummary.extend({ json: formJson }).meta({ id: 'FormDetail' })
export type FormDetail = z.infer<typeof formDetail>

export const scriptReplay = z
  .object({
    status: z
      .enum(['replayed', 'skipped', 'failed', 'inert', 'invalid'])
      .describe('What the server replay does with the script, from its dry run on the default data: replayed (changes state the server replays), skipped (calls something the server does not run), failed (threw or ran out of time or memory), inert, invalid (does not parse)'),
    stateCalls: z.array(z.string()).describe('State-changing members the dry run called (setHidden, setValue, ...)'),
    skippedCalls: z.array(z.string()).describe('Members the server skips that the dry run called ($message, executeDataSource, axios.get, ...)'),
    message: z.string().nullable().describe('Why the dry run failed, in Chinese'),
  })
  .meta({ id: 'FormScriptReplay' })
export type FormScriptReplay = z.infer<typeof scriptReplay>

export const scriptEntry = z
  .object({
    widgetName: z.string().describe('Widget name, or "" for form-level scripts'),
    widgetType: z.string().describe('Widget type, or "form"'),
    event: z.string(),
    code: z.string(),
    replay: scriptReplay,
  })
  .meta({ id: 'FormScript' })
export type FormScript = z.infer<typeof scriptEntry>

export const versionSummary = z
  .object({ id: z.number().int(), version: z.number().int(), publishedBy: person, publishedAt: timestamp })
  .meta({ id: 'FormVersionSummary' })
export type FormVersionSummary = z.infer<typeof versionSummary>

export const versionDetail = versionSummary
  .extend({ formId: z.number().int(), formName: z.string(), json: formJson, scripts: z.array(scriptEntry) })
  .meta({ id: 'FormVersion' })
export type FormVersion = z.infer<typeof versionDetail>

const fieldFacts = z.object({ name: z.string(), label: z.string(), type: z.string(), subFormName: z.string().nullable() })
export type ComparedField = z.infer<typeof fieldFacts>

export const versionComparison = z
  .object({
    from: z.number().int(),
    to: z.number().int(),
    added: z.array(fieldFacts),
    removed: z.array(fieldFacts),
    changed: z.array(fieldFacts.extend({ changes: z.array(z.object({ option: z.string(), before: z.unknown(), after: z.unknown() })) })),
  })
  .meta({ id: 'FormVersionComparison' })
export type FormComparison = z.infer<typeof versionComparison>

export const binding = z
  .object({
    bizType: bizTypeCode,
    bizTypeName: z.string(),
    form: z.object({ id: z.number().int(), code: z.string(), name: z.string(), latestVersion: z.number().int().nullable() }).nullable(),
    boundBy: person.nullable(),
    boundAt: timestamp.nullable(),
  })
  .meta({ id: 'FormBinding' })
export type FormBinding = z.infer<typeof binding>

export const formListQuery = z.object({
  keyword: z.string().trim().max(100).optional().describe('Substring of name or code'),
  category: category.optional(),
  status: z.enum(formStatuses).optional(),
  bizType: bizType.optional().describe('Only the form bound to this record kind'),
})
export type FormFilters = z.input<typeof formListQuery>
export type FormListParams = z.output<typeof formListQuery>

export const formList = z.object({ list: z.array(formSummary), categories: z.array(z.string()) })
export type FormList = z.infer<typeof formList>

export const newFormBody = z.object({ code, name, category: category.default(''), description: description.default(''), json: formJson.optional() })
export type NewForm = z.input<typeof newFormBody>

export const saveFormBody = z.object({ revision, json: formJson, name: name.optional(), category: category.optional(), description: description.optional() })
export type SaveFormBody = z.input<typeof saveFormBody>

export const copyFormBody = z.object({ code, name })
export type CopyFormBody = z.input<typeof copyFormBody>

export const publishFormBody = z.object({ revision })
export type PublishFormBody = z.input<typeof publishFormBody>
export const publishedVersion = versionSummary.extend({
  form: formSummary,
  scriptWarnings: z.array(z.string()).describe('Scripts that failed their dry run or call what the server skips, in Chinese'),
})
export type PublishedVersion = z.infer<typeof publishedVersion>

export const formEnabledBody = z.object({ enabled: z.boolean() })
export type FormEnabledBody = z.input<typeof formEnabledBody>

export const deletedForm = z.object({ id: z.number().int() })
export type DeletedForm = z.infer<typeof deletedForm>

export const versionParams = formParams.extend({ version: int32Text(1) })

export const compareQuery = z.object({ from: int32Text(1), to: int32Text(1) })
export type CompareQuery = z.input<typeof compareQuery>

export const bindingParams = z.object({ bizType })
export const bindFormBody = z.object({ formId: id.nullable() })
export type BindFormBody = z.input<typeof bindFormBody>

// ===== Record form data =====

export const fieldError = z
  .object({
    path: z.string().describe('name, or subForm.rowIndex.name for a sub-form row'),
    name: z.string(),
    label: z.string(),
    subFormName: z.string().nullable(),
    rowIndex: z.number().int().nullable(),
    message: z.string(),
  })
  .meta({ id: 'FormFieldError' })
export type FormFieldError = z.infer<typeof fieldError>

export const recordParams = z.object({ contractId: id.describe('Record id') })

export const savedRecordForm = z.object({
  formId: z.number().int().describe('The form of the version the data was filled with (the kind may be bound to another form since)'),
  formName: z.string(),
  versionId: z.number().int(),
  version: z.number().int(),
  data: formData,
  revision: z.number().int(),
  savedBy: person,
  savedAt: timestamp,
})
export type SavedRecordForm = z.infer<typeof savedRecordForm>

export const recordForm = z
  .object({
    bound: z.boolean().describe('false: the record kind has no bound form (no tab)'),
    record: z.object({
      id: z.number().int(),
      bizType: bizTypeCode,
      bizTypeName: z.string(),
      contractNo: z.string(),
      contractName: z.string(),
      department: z.string(),
      sealed: z.boolean(),
    }),
    form: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
    current: z
      .object({ versionId: z.number().int(), version: z.number().int(), json: formJson })
      .nullable()
      .describe("The bound form's newest version: edits are made and saved with it"),
    saved: savedRecordForm
      .extend({ json: formJson.nullable().describe("JSON of the data's version; null when that is current (use current.json)") })
      .nullable()
      .describe('Saved data with the version it was filled with'),
    draft: z.object({ versionId: z.number().int(), data: formData, updatedAt: timestamp }).nullable().describe("This user's unsaved draft"),
    canEdit: z.boolean(),
    readOnlyReason: z.string().nullable().describe('Why the form is read-only for this user'),
  })
  .meta({ id: 'RecordForm' })
export type RecordForm = z.infer<typeof recordForm>

export const saveRecordBody = z.object({
  versionId: int32(1).describe('current.versionId the data was filled with'),
  revision: int32(0).describe('saved.revision the edit started from; 0 when nothing was saved'),
  data: formData,
})
export type SaveRecordBody = z.input<typeof saveRecordBody>

export const recordHistoryEntry = z.object({ id: z.number().int(), version: z.number().int(), data: formData, savedBy: person, savedAt: timestamp })
export type RecordHistoryEntry = z.infer<typeof recordHistoryEntry>

export const saveDraftBody = z.object({ versionId: int32(1), data: formData })
export type SaveDraftBody = z.input<typeof saveDraftBody>
export const savedDraft = z.object({ updatedAt: timestamp })
export type SavedDraft = z.infer<typeof savedDraft>
export const discardedDraft = z.object({ discarded: z.boolean() })
export type DiscardedDraft = z.infer<typeof discardedDraft>
