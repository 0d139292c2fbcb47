import type { UploadedFile } from '@tandem/api-contract'
import { http } from './http'

export const FILE_UPLOAD_URL = '/contracttandem/api/File/Upload'

/** Stores one file (multipart part `file`); the server checks type, content and size. */
export async function uploadFile(file: File): Promise<UploadedFile> {
  const form = new FormData()
  form.append('file', file, file.name)
  const response = await http.post<UploadedFile>(FILE_UPLOAD_URL, form)
  return response.data
}
