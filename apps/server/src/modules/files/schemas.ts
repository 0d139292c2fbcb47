import { fileDownloadQuery, fileParams, successEnvelope, uploadedFile, type UploadedFile } from '@tandem/api-contract'
import { z } from 'zod'
import { failureResponses, SUCCESS_RESULT_CODE } from '../../plugins/envelope.js'

// VForm's upload widgets read `name` and `url` from the top level of the answer (reference §6),
// so they sit beside the usual envelope fields as well as in `data`.
const uploadAnswer = successEnvelope(uploadedFile).extend({ name: z.string(), url: z.string() })

export function uploadOk(file: UploadedFile): z.infer<typeof uploadAnswer> {
  return { success: true, code: 200, resultCode: SUCCESS_RESULT_CODE, msg: '成功', data: file, name: file.name, url: file.url }
}

export const uploadSchema = {
  tags: ['Files'],
  summary: 'Upload one file (multipart: part `file`, optional field `key` = file name)',
  consumes: ['multipart/form-data'],
  response: { 200: uploadAnswer, ...failureResponses },
}

/** The 200 answer of a download is the file's bytes, streamed as they are, never serialised. */
export const fileDownloadResponse = { 200: z.any().meta({ description: 'the file' }), ...failureResponses }

export const downloadSchema = {
  tags: ['Files'],
  summary: 'Download a file (attachment; raster images inline with ?inline=1)',
  params: fileParams,
  querystring: fileDownloadQuery,
  response: fileDownloadResponse,
}
