import type {
  AddAttachmentBody,
  Attachment,
  BizType,
  ContractDetail,
  ContractListPage,
  ContractListQuery,
} from '@tandem/api-contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { classifyAnswer } from './answer'
import { HttpError } from './fetchTransport'
import { browserEffects, http, settleAnswer } from './http'

const SEALED_API = '/contracttandem/api/ContractSealed'

// Record<BizType, …> names every kind the server knows, no more: a new kind fails tsc here.
const kinds: Record<BizType, true> = { 1: true, 2: true, 3: true, 4: true }
/** 1 合同, 2 标书, 3 公文, 4 律师函. */
export const BIZ_TYPES: readonly BizType[] = Object.keys(kinds).map((kind) => Number(kind) as BizType)

/** The list's filters as the screens hold them (sealed a boolean, paging given); absent keys are not sent. */
export type ContractListFilters = Omit<ContractListQuery, 'sealed' | 'cursor' | 'pageIndex' | 'pageSize'> & {
  sealed?: boolean
  pageIndex: number
  pageSize: number
}

export async function listContracts(filters: ContractListFilters): Promise<ContractListPage> {
  // sealed goes as the query's text, true or false.
  const response = await http.get<ContractListPage>(`${SEALED_API}/GetContractList`, { params: filters })
  return response.data
}

export async function getBizRecord(bizId: number, bizType: BizType): Promise<ContractDetail> {
  const response = await http.get<ContractDetail>(`${SEALED_API}/GetBizInfoByBizId/${bizId}/${bizType}`)
  return response.data
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
export async function addAttachment(contractId: number, fileId: string): Promise<Attachment> {
  const response = await http.post<Attachment>(`${SEALED_API}/AddAttachment/${contractId}`, { fileId } satisfies AddAttachmentBody)
  return response.data
}

export const attachmentDownloadUrl = (attachmentId: number) =>
  `${SEALED_API}/DownloadAttachment/${attachmentId}`

/** A failed blob request carries its envelope as a Blob; read it so the common handling sees it. */
async function envelopeOfBlobFailure(error: unknown): Promise<unknown> {
  if (!(error instanceof Error) || !(error.cause instanceof HttpError)) return undefined
  const body: unknown = error.cause.response?.data
  if (!(body instanceof Blob)) return undefined
  try {
    return JSON.parse(await body.text())
  } catch {
    return undefined
  }
}

export const attachmentPreviewUrl = (attachmentId: number) => `${SEALED_API}/PreviewAttachment/${attachmentId}`

/** The file's content; failures get the common handling (the server's msg as a toast). */
export function downloadAttachment(attachmentId: number): Promise<Blob> {
  return fetchFile(attachmentDownloadUrl(attachmentId))
}

/** A PDF or image attachment's content for the viewer; a 查看 grant is enough. Failures as for downloads. */
export function previewAttachment(attachmentId: number): Promise<Blob> {
  return fetchFile(attachmentPreviewUrl(attachmentId))
}

async function fetchFile(url: string): Promise<Blob> {
  try {
    const response = await http.get<Blob>(url, { responseType: 'blob' })
    return response.data
  } catch (error) {
    const body = await envelopeOfBlobFailure(error)
    if (body === undefined) throw error
    const status =
      error instanceof Error && error.cause instanceof HttpError ? error.cause.response?.status : undefined
    throw settleAnswerError(classifyAnswer({ status, body }), error)
  }
}

function settleAnswerError(outcome: ReturnType<typeof classifyAnswer>, cause: unknown): unknown {
  try {
    settleAnswer(outcome, browserEffects, cause)
    return cause
  } catch (handled) {
    return handled
  }
}
