import type {
  BindFormBody,
  BizType,
  CompareQuery,
  CopyFormBody,
  DeletedForm,
  DiscardedDraft,
  FormBinding,
  FormComparison,
  FormDetail,
  FormEnabledBody,
  FormFieldError,
  FormFilters,
  FormList,
  FormSummary,
  FormVersion,
  FormVersionSummary,
  NewForm,
  PublishedVersion,
  PublishFormBody,
  RecordForm,
  SaveDraftBody,
  SavedDraft,
  SavedRecordForm,
  SaveFormBody,
  SaveRecordBody,
} from '@tandem/api-contract'
import type { FormJson } from '@tandem/form-core'
import { queryOptions } from '@tanstack/react-query'
import { ApiError } from './apiError'
import { HttpError } from './fetchTransport'
import { http } from './http'

const FORM_API = '/contracttandem/api/Form'

// ===== Library =====

export async function listForms(filters: FormFilters): Promise<FormList> {
  return (await http.get<FormList>(`${FORM_API}/Forms`, { params: filters })).data
}

export async function getForm(id: number): Promise<FormDetail> {
  return (await http.get<FormDetail>(`${FORM_API}/Forms/${id}`)).data
}

export async function createForm(form: NewForm): Promise<FormDetail> {
  return (await http.post<FormDetail>(`${FORM_API}/Forms`, form)).data
}

/** The designer's FormJson is a stored form JSON (an interface, so it needs naming beside the record type). */
export async function saveForm(
  id: number,
  change: Omit<SaveFormBody, 'json'> & { json: SaveFormBody['json'] | FormJson },
): Promise<FormDetail> {
  return (await http.put<FormDetail>(`${FORM_API}/Forms/${id}`, change)).data
}

export async function copyForm(id: number, target: CopyFormBody): Promise<FormDetail> {
  return (await http.post<FormDetail>(`${FORM_API}/Forms/${id}/Copy`, target)).data
}

export async function publishForm(id: number, revision: number): Promise<PublishedVersion> {
  return (await http.post<PublishedVersion>(`${FORM_API}/Forms/${id}/Publish`, { revision } satisfies PublishFormBody)).data
}

export async function setFormEnabled(id: number, enabled: boolean): Promise<FormSummary> {
  return (await http.put<FormSummary>(`${FORM_API}/Forms/${id}/Enabled`, { enabled } satisfies FormEnabledBody)).data
}

export async function deleteForm(id: number): Promise<DeletedForm> {
  return (await http.delete<DeletedForm>(`${FORM_API}/Forms/${id}`)).data
}

export async function listFormVersions(id: number): Promise<FormVersionSummary[]> {
  return (await http.get<FormVersionSummary[]>(`${FORM_API}/Forms/${id}/Versions`)).data
}

export async function getFormVersion(id: number, version: number): Promise<FormVersion> {
  return (await http.get<FormVersion>(`${FORM_API}/Forms/${id}/Versions/${version}`)).data
}

export async function compareFormVersions(id: number, from: number, to: number): Promise<FormComparison> {
  return (await http.get<FormComparison>(`${FORM_API}/Forms/${id}/Compare`, { params: { from, to } satisfies CompareQuery })).data
}

export async function listBindings(): Promise<FormBinding[]> {
  return (await http.get<FormBinding[]>(`${FORM_API}/Bindings`)).data
}

export async function bindForm(bizType: BizType, formId: number | null): Promise<FormBinding> {
  return (await http.put<FormBinding>(`${FORM_API}/Bindings/${bizType}`, { formId } satisfies BindFormBody)).data
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
  return (await http.get<RecordForm>(`${FORM_API}/Record/${contractId}`)).data
}

export async function saveRecordForm(
  contractId: number,
  save: SaveRecordBody,
): Promise<SavedRecordForm> {
  return (await http.put<SavedRecordForm>(`${FORM_API}/Record/${contractId}`, save)).data
}

export async function saveRecordDraft(
  contractId: number,
  draft: SaveDraftBody,
): Promise<SavedDraft> {
  return (await http.put<SavedDraft>(`${FORM_API}/Record/${contractId}/Draft`, draft)).data
}

export async function discardRecordDraft(contractId: number): Promise<DiscardedDraft> {
  return (await http.delete<DiscardedDraft>(`${FORM_API}/Record/${contractId}/Draft`)).data
}

export const recordFormQuery = (contractId: number) =>
  queryOptions({ queryKey: ['forms', 'record', contractId], queryFn: () => getRecordForm(contractId) })

/** The field errors of a save the server refused (422), [] for any other failure. */
export function fieldErrorsOf(error: unknown): FormFieldError[] {
  if (!(error instanceof ApiError) || !(error.cause instanceof HttpError)) return []
  const body: unknown = error.cause.response?.data
  const errors = (body as { data?: { errors?: unknown } } | undefined)?.data?.errors
  return Array.isArray(errors) ? (errors as FormFieldError[]) : []
}
