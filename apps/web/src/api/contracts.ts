import type { Attachment, BizType, ContractDetail, ContractListPage, ContractListQuery } from '@tandem/api-contract'
import { endpoints } from '@tandem/api-contract/endpoints'
import { bizTypes } from '@tandem/api-contract/vocabulary'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { call, download } from './call'

const { contracts } = endpoints

/** 1 合同, 2 标书, 3 公文, 4 律师函. */
export const BIZ_TYPES: readonly BizType[] = bizTypes

/** The list's filters as the screens hold them (sealed a boolean, paging given); absent keys are not sent. */
export type ContractListFilters = Omit<ContractListQuery, 'sealed' | 'cursor' | 'pageIndex' | 'pageSize'> & {
  sealed?: boolean
  pageIndex: number
  pageSize: number
}

export function listContracts(filters: ContractListFilters): Promise<ContractListPage> {
  // sealed goes as the query's text, true or false.
  return call(contracts.list, { query: filters })
}

export function getBizRecord(bizId: number, bizType: BizType): Promise<ContractDetail> {
  return call(contracts.record, { params: { bizId, bizType } })
}

export const contractListQuery = (filters: ContractListFilters) =>
  // The previous page stays on screen while the next one loads.
  queryOptions({
    queryKey: ['contracts', 'list', filters],
    queryFn: () => listContracts(filters),
    placeholderData: keepPreviousData,
  })

export const bizRecordQuery = (bizId: number, bizType: BizType) =>
  queryOptions({
    queryKey: ['contracts', 'record', bizType, bizId],
    queryFn: () => getBizRecord(bizId, bizType),
  })

/** Links a file the user uploaded (File/Upload) to the record; refused for a sealed record. */
export function addAttachment(contractId: number, fileId: string): Promise<Attachment> {
  return call(contracts.addAttachment, { params: { contractId }, body: { fileId } })
}

/** The file's content; failures get the common handling (the server's msg as a toast). */
export function downloadAttachment(attachmentId: number): Promise<Blob> {
  return download(contracts.downloadAttachment, { params: { attachmentId } })
}

/** A PDF or image attachment's content for the viewer; a 查看 grant is enough. Failures as for downloads. */
export function previewAttachment(attachmentId: number): Promise<Blob> {
  return download(contracts.previewAttachment, { params: { attachmentId } })
}
