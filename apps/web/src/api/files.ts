import type { UploadedFile } from '@tandem/api-contract'
import { endpoints } from '@tandem/api-contract/endpoints'
import { call } from './call'

/** Stores one file (multipart part `file`); the server checks type, content and size. */
export function uploadFile(file: File): Promise<UploadedFile> {
  const form = new FormData()
  form.append('file', file, file.name)
  return call(endpoints.files.upload, { body: form })
}
