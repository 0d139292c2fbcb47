import type { BizType, CopyFormBody, FormFieldError, FormFilters, NewForm, SaveDraftBody, SaveFormBody, SaveRecordBody } from '@tandem/api-contract'
import { endpoints } from '@tandem/api-contract/endpoints'
import type { FormJson } from '@tandem/form-core'
import { queryOptions } from '@tanstack/react-query'
import { ApiError } from './apiError'
import { call } from './call'
import { HttpError } from './fetchTransport'

// Each call answers the type its row of the endpoint table names.
const { formLibrary: library, recordForms: records } = endpoints

// ===== Library =====

export function listForms(filters: FormFilters) {
  return call(library.list, { query: filters })
}

export function getForm(id: number) {
  return call(library.get, { params: { id } })
}

export function createForm(form: NewForm) {
  return call(library.create, { body: form })
}

/** The designer's FormJson is a stored form JSON (an interface, so it needs naming beside the record type). */
export function saveForm(
  id: number,
  change: Omit<SaveFormBody, 'json'> & { json: SaveFormBody['json'] | FormJson },
) {
  // A shallow copy: the interface has no index signature, an object type does.
  return call(library.save, { params: { id }, body: { ...change, json: { ...change.json } } })
}

export function copyForm(id: number, target: CopyFormBody) {
  return call(library.copy, { params: { id }, body: target })
}

export function publishForm(id: number, revision: number) {
  return call(library.publish, { params: { id }, body: { revision } })
}

export function setFormEnabled(id: number, enabled: boolean) {
  return call(library.setEnabled, { params: { id }, body: { enabled } })
}

export function deleteForm(id: number) {
  return call(library.delete, { params: { id } })
}

export function listFormVersions(id: number) {
  return call(library.versions, { params: { id } })
}

export function getFormVersion(id: number, version: number) {
  return call(library.version, { params: { id, version } })
}

export function compareFormVersions(id: number, from: number, to: number) {
  return call(library.compare, { params: { id }, query: { from, to } })
}

export function listBindings() {
  return call(library.bindings)
}

export function bindForm(bizType: BizType, formId: number | null) {
  return call(library.bind, { params: { bizType }, body: { formId } })
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

export function getRecordForm(contractId: number) {
  return call(records.get, { params: { contractId } })
}

export function saveRecordForm(contractId: number, save: SaveRecordBody) {
  return call(records.save, { params: { contractId }, body: save })
}

export function saveRecordDraft(contractId: number, draft: SaveDraftBody) {
  return call(records.saveDraft, { params: { contractId }, body: draft })
}

export function discardRecordDraft(contractId: number) {
  return call(records.discardDraft, { params: { contractId } })
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
