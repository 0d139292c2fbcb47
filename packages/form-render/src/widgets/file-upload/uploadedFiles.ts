import type { UploadedFile } from '@tandem/form-core'
import type { UploadFile } from 'antd'

export type { UploadedFile }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/** The `{name, url}` entries of a field value; anything else in it is dropped. */
export function toUploadedFiles(value: unknown): UploadedFile[] {
  if (!Array.isArray(value)) return []
  return value.filter((item): item is UploadedFile => isRecord(item) && typeof item.name === 'string' && typeof item.url === 'string')
}

const SAFE_URL = /^(https?:|blob:|data:image\/(?:png|jpe?g|gif|webp|bmp);|\/|\.{0,2}\/|[^:]*$)/i

/** A URL fit for a link or an image: no javascript:, vbscript: or other script-capable scheme. */
export function safeUrl(url: string): string | undefined {
  return url !== '' && SAFE_URL.test(url.trim()) ? url : undefined
}

let uidCounter = 0

/**
 * The visible list for a value. Items already shown for the same entry keep their uid (no
 * flicker), and files still uploading stay at the end.
 */
export function toFileList(files: readonly UploadedFile[], shown: readonly UploadFile[] = []): UploadFile[] {
  const unused = shown.filter((item) => item.status === 'done')
  const items = files.map((file): UploadFile => {
    const index = unused.findIndex((item) => item.name === file.name && item.url === safeUrl(file.url))
    const uid = index >= 0 ? unused.splice(index, 1)[0]!.uid : typeof file.uid === 'string' ? file.uid : `tandem-upload-${++uidCounter}`
    return { uid, name: file.name, url: safeUrl(file.url), status: 'done' }
  })
  return [...items, ...shown.filter((item) => item.status === 'uploading')]
}

/**
 * The entry a successful upload adds (reference §6): the onUploadSuccess return value when it has
 * both name and url, else the server answer's top-level name and url; otherwise the answer's
 * name / fileName / filename (or the file's name) with the answer's url, '' when it has none.
 */
export function uploadedEntry(hookResult: unknown, answer: unknown, fileName: string): UploadedFile {
  for (const source of [hookResult, answer]) {
    if (isRecord(source) && text(source.name) !== null && typeof source.url === 'string') return { name: source.name as string, url: source.url }
  }
  const fields = isRecord(answer) ? answer : {}
  const name = text(fields.name) ?? text(fields.fileName) ?? text(fields.filename) ?? fileName
  return { name, url: typeof fields.url === 'string' ? fields.url : '' }
}

/** The value without the entry of a removed list item: same name, and same url or same uid. */
export function withoutEntry(files: readonly UploadedFile[], removed: UploadFile): UploadedFile[] {
  const index = files.findIndex(
    (file) => file.name === removed.name && ((removed.url !== undefined && safeUrl(file.url) === removed.url) || (file.uid !== undefined && file.uid === removed.uid)),
  )
  return index < 0 ? [...files] : files.filter((_, i) => i !== index)
}

/** The read text of an upload field: its files' names. */
export function uploadedNames(value: unknown): string[] {
  return toUploadedFiles(value).map((file) => file.name)
}
