import type { FieldWidgetProps } from '../types'
import type { UploadKind, UploadOptions } from './uploadOptions'

const BYTES_PER_MB = 1024 * 1024

/** The extension of a file name, lower case, '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase()
}

/**
 * Why a chosen file may not be uploaded (SPEC §5), as the text to show, or null when it may:
 * files by extension (case-insensitive), pictures by MIME type `image/<fileType>`, both by size.
 */
export function rejectionOf(file: File, kind: UploadKind, options: UploadOptions, t: FieldWidgetProps['t']): string | null {
  if (kind === 'file') {
    const extension = extensionOf(file.name)
    if (!options.fileTypes.includes(extension)) return t('unsupportedFileType') + extension
  } else if (!options.fileTypes.some((type) => file.type.toLowerCase() === `image/${type}`)) {
    return t('unsupportedFileType') + file.type
  }
  if (file.size / BYTES_PER_MB > options.fileMaxSize) return t('fileSizeExceeded') + options.fileMaxSize + 'MB'
  return null
}

/** The warning when choosing `chosen` more files would go past the limit, else null. */
export function exceededText(count: number, chosen: number, options: UploadOptions, t: FieldWidgetProps['t']): string | null {
  if (options.limit === null || count + chosen <= options.limit) return null
  return t('uploadExceeded', { 0: options.limit })
}
