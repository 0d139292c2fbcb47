import {
  addAttachmentBody,
  attachment,
  bizRecordParams,
  contractDetail,
  contractExportQuery,
  contractListPage,
  contractListQuery,
  id,
} from '@tandem/api-contract'
import { z } from 'zod'
import { envelope } from '../../plugins/envelope.js'
import { fileDownloadResponse } from '../files/index.js'

const TAGS = ['Contracts']

export const getContractListSchema = {
  tags: TAGS,
  summary: '合同查询：分页、关键字、筛选与排序（仅返回当前用户可见的记录）',
  querystring: contractListQuery,
  response: envelope(contractListPage),
}

export const exportContractListSchema = {
  tags: TAGS,
  summary: '导出合同查询的结果（当前筛选与排序，仅当前用户可见的记录）为 .xlsx，最多 100 000 行',
  querystring: contractExportQuery,
  response: fileDownloadResponse,
}

export const getBizInfoByBizIdSchema = {
  tags: TAGS,
  summary: '合同、标书、公文或律师函的完整记录（含当事方、附件与历史）',
  params: bizRecordParams,
  response: envelope(contractDetail),
}

export const downloadAttachmentSchema = {
  tags: TAGS,
  summary: '下载记录的附件（可查看且可下载该记录的用户）',
  params: z.object({ attachmentId: id.describe('Attachment id') }),
  response: fileDownloadResponse,
}

export const previewAttachmentSchema = {
  tags: TAGS,
  summary: '预览记录的 PDF 或图片附件（可查看该记录的用户）',
  params: z.object({ attachmentId: id.describe('Attachment id') }),
  response: fileDownloadResponse,
}

export const addAttachmentSchema = {
  tags: TAGS,
  summary: '为记录添加附件（本人经 File/Upload 上传的文件；已封存的记录不能添加）',
  params: z.object({ contractId: id.describe('Record id') }),
  body: addAttachmentBody,
  response: envelope(attachment),
}
