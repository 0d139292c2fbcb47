import type { FormJson } from '@tandem/form-core'
import { queryOptions } from '@tanstack/react-query'
import { AxiosError } from 'axios'
import { ApiError } from './apiError'
import type { BizType, PersonRef } from './contracts'
import { http } from './http'

const FORM_API = '/contracttandem/api/Form'

export type FormStatus = 'draft' | 'published' | 'disabled'
/** A VForm JSON as the server stores it. */
export type StoredFormJson = Record<string, unknown>
export type RecordFormData = Record<string, unknown>

export interface FormFilters {
  keyword?: string
  category?: string
  status?: FormStatus
  bizType?: BizType
}

export interface FormSummary {
  id: number
  code: string
  name: string
  category: string
  description: string
  status: FormStatus
  statusName: string
  latestVersion: number | null
  revision: number
  boundBizTypes: BizType[]
  updatedBy: PersonRef | null
  updatedAt: string
}

export interface FormDetail extends FormSummary {
  json: StoredFormJson
}

export interface FormVersionSummary {
  id: number
  version: number
  publishedBy: PersonRef
  publishedAt: string
}

export interface FormScript {
  widgetName: string
  widgetType: string
  event: string
  code: string
}

export interface FormVersion extends FormVersionSummary {
  formId: number
  formName: string
  json: StoredFormJson
  scripts: FormScript[]
}

export interface ComparedField {
  name: string
  label: string
  type: string
  subFormName: string | null
}

export interface FormComparison {
  from: number
  to: number
  added: ComparedField[]
  removed: ComparedField[]
  changed: Array<ComparedField & { changes: Array<{ option: string; before: unknown; after: unknown }> }>
}

export interface FormBinding {
  bizType: BizType
  bizTypeName: string
  form: { id: number; code: string; name: string; latestVersion: number | null } | null
  boundBy: PersonRef | null
  boundAt: string | null
}

export interface NewForm {
  code: string
  name: string
  category?: string
  description?: string
  json?: StoredFormJson
}

export interface SavedRecordForm {
  /** The form the data was filled with (the kind may be bound to another form since). */
  formId: number
  formName: string
  versionId: number
  version: number
  data: RecordFormData
  revision: number
  savedBy: PersonRef
  savedAt: string
}

export interface RecordForm {
  bound: boolean
  record: {
    id: number
    bizType: BizType
    bizTypeName: string
    contractNo: string
    contractName: string
    department: string
    sealed: boolean
  }
  form: { id: number; code: string; name: string } | null
  current: { versionId: number; version: number; json: StoredFormJson } | null
  /** json: the data's own version, null when that is the current one (then current.json). */
  saved: (SavedRecordForm & { json: StoredFormJson | null }) | null
  draft: { versionId: number; data: RecordFormData; updatedAt: string } | null
  canEdit: boolean
  readOnlyReason: string | null
}

export interface FormFieldError {
  path: string
  name: string
  label: string
  subFormName: string | null
  rowIndex: number | null
  message: string
}

// ===== Library =====

export async function listForms(
  filters: FormFilters,
): Promise<{ list: FormSummary[]; categories: string[] }> {
  return (await http.get(`${FORM_API}/Forms`, { params: filters })).data
}

export async function getForm(id: number): Promise<FormDetail> {
  return (await http.get(`${FORM_API}/Forms/${id}`)).data
}

export async function createForm(form: NewForm): Promise<FormDetail> {
  return (await http.post(`${FORM_API}/Forms`, form)).data
}

export async function saveForm(
  id: number,
  change: { revision: number; json: StoredFormJson | FormJson },
): Promise<FormDetail> {
  return (await http.put(`${FORM_API}/Forms/${id}`, change)).data
}

export async function copyForm(id: number, target: { code: string; name: string }): Promise<FormDetail> {
  return (await http.post(`${FORM_API}/Forms/${id}/Copy`, target)).data
}

export async function publishForm(
  id: number,
  revision: number,
): Promise<FormVersionSummary & { form: FormSummary }> {
  return (await http.post(`${FORM_API}/Forms/${id}/Publish`, { revision })).data
}

export async function setFormEnabled(id: number, enabled: boolean): Promise<FormSummary> {
  return (await http.put(`${FORM_API}/Forms/${id}/Enabled`, { enabled })).data
}

export async function deleteForm(id: number): Promise<{ id: number }> {
  return (await http.delete(`${FORM_API}/Forms/${id}`)).data
}

export async function listFormVersions(id: number): Promise<FormVersionSummary[]> {
  return (await http.get(`${FORM_API}/Forms/${id}/Versions`)).data
}

export async function getFormVersion(id: number, version: number): Promise<FormVersion> {
  return (await http.get(`${FORM_API}/Forms/${id}/Versions/${version}`)).data
}

export async function compareFormVersions(id: number, from: number, to: number): Promise<FormComparison> {
  return (await http.get(`${FORM_API}/Forms/${id}/Compare`, { params: { from, to } })).data
}

export async function listBindings(): Promise<FormBinding[]> {
  return (await http.get(`${FORM_API}/Bindings`)).data
}

export async function bindForm(bizType: BizType, formId: number | null): Promise<FormBinding> {
  return (await http.put(`${FORM_API}/Bindings/${bizType}`, { formId })).data
}

export const formListQuery = (filters: FormFilters) =>
  queryOptions({ queryKey: ['forms', 'list', filters], queryFn: () => listForms(filters) })
export const formQuery = (id: number) =>
  queryOptions({ queryKey: ['forms', 'detail', id], queryFn: () => getForm(id) })
export const formVersionsQuery = (id: number) =>
  queryOptions({ queryKey: ['forms', 'versions', id], queryFn: () => listFormVersions(id) })
export const formVersionQuery = (id: number, version: number) =>
  queryOptions({
    queryKey: ['forms', 'version', id, version],
    queryFn: () => getFormVersion(id, version),
    staleTime: Infinity,
  })
export const formComparisonQuery = (id: number, from: number, to: number) =>
  queryOptions({
    queryKey: ['forms', 'compare', id, from, to],
    queryFn: () => compareFormVersions(id, from, to),
    staleTime: Infinity,
  })
export const bindingsQuery = () => queryOptions({ queryKey: ['forms', 'bindings'], queryFn: listBindings })

// ===== Record form data =====

export async function getRecordForm(contractId: number): Promise<RecordForm> {
  return (await http.get(`${FORM_API}/Record/${contractId}`)).data
}

export async function saveRecordForm(
  contractId: number,
  save: { versionId: number; revision: number; data: RecordFormData },
): Promise<SavedRecordForm> {
  return (await http.put(`${FORM_API}/Record/${contractId}`, save)).data
}

export async function saveRecordDraft(
  contractId: number,
  draft: { versionId: number; data: RecordFormData },
): Promise<{ updatedAt: string }> {
  return (await http.put(`${FORM_API}/Record/${contractId}/Draft`, draft)).data
}

export async function discardRecordDraft(contractId: number): Promise<{ discarded: boolean }> {
  return (await http.delete(`${FORM_API}/Record/${contractId}/Draft`)).data
}

export const recordFormQuery = (contractId: number) =>
  queryOptions({ queryKey: ['forms', 'record', contractId], queryFn: () => getRecordForm(contractId) })

/** The field errors of a save the server refused (422), [] for any other failure. */
export function fieldErrorsOf(error: unknown): FormFieldError[] {
  if (!(error instanceof ApiError) || !(error.cause instanceof AxiosError)) return []
  const body: unknown = error.cause.response?.data
  const errors = (body as { data?: { errors?: unknown } } | undefined)?.data?.errors
  return Array.isArray(errors) ? (errors as FormFieldError[]) : []
}
