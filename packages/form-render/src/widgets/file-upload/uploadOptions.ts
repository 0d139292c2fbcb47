/** Default maximum file size in MB (SPEC §9). */
export const DEFAULT_FILE_MAX_SIZE = 5
/** How long the default upload-error message stays, in seconds (SPEC §9: 3000 ms). */
export const UPLOAD_ERROR_DURATION = 3

export type UploadKind = 'file' | 'picture'

const DEFAULT_FILE_TYPES: Record<UploadKind, readonly string[]> = {
  file: ['doc', 'docx', 'xls', 'xlsx'],
  picture: ['jpg', 'jpeg', 'png'],
}

/** The upload options of a picture-upload / file-upload field, read defensively. */
export interface UploadOptions {
  uploadURL: string
  uploadTip: string
  withCredentials: boolean
  multipleSelect: boolean
  showFileList: boolean
  /** null: no limit */
  limit: number | null
  fileMaxSize: number
  /** lower case */
  fileTypes: readonly string[]
}

const positive = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null)
const text = (value: unknown): string => (typeof value === 'string' ? value : '')

export function readUploadOptions(options: Record<string, unknown>, kind: UploadKind): UploadOptions {
  const types = Array.isArray(options.fileTypes) ? options.fileTypes.filter((type): type is string => typeof type === 'string') : DEFAULT_FILE_TYPES[kind]
  return {
    uploadURL: text(options.uploadURL).trim(),
    uploadTip: text(options.uploadTip),
    withCredentials: options.withCredentials === true,
    multipleSelect: options.multipleSelect === true,
    showFileList: options.showFileList !== false,
    limit: positive(options.limit),
    fileMaxSize: positive(options.fileMaxSize) ?? DEFAULT_FILE_MAX_SIZE,
    fileTypes: types.map((type) => type.trim().toLowerCase().replace(/^\./, '')),
  }
}
