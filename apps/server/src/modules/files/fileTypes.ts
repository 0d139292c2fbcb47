import { errors } from '../../errors.js'

/** What the upload knows about the bytes without keeping them in memory. */
export interface ContentSample {
  /** the first bytes (at least 16 when the file has them) */
  head: Buffer
  /** whether any NUL byte occurs anywhere in the file */
  hasNul: boolean
}

interface FileType {
  mime: string
  /** true when the content fits the extension */
  matches(sample: ContentSample): boolean
  /** may be shown inline when asked (raster images only) */
  inline?: boolean
}

const startsWith =
  (...signatures: (string | number[])[]) =>
  ({ head }: ContentSample): boolean =>
    signatures.some((signature) => {
      const bytes = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature)
      return head.length >= bytes.length && head.subarray(0, bytes.length).equals(bytes)
    })

const OLE = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
const ZIP = startsWith('PK\x03\x04', 'PK\x05\x06')
const TEXT = ({ hasNul }: ContentSample): boolean => !hasNul
const raster = (mime: string, matches: FileType['matches']): FileType => ({ mime, matches, inline: true })
const JPEG = raster('image/jpeg', startsWith([0xff, 0xd8, 0xff]))

/**
 * The accepted uploads by extension. Office formats are OLE (97-2003) or ZIP (OOXML) containers;
 * SVG is text that must also pass the SVG safety check and is only ever served as an attachment.
 */
const FILE_TYPES: Readonly<Record<string, FileType>> = {
  pdf: { mime: 'application/pdf', matches: startsWith('%PDF-') },
  doc: { mime: 'application/msword', matches: OLE },
  xls: { mime: 'application/vnd.ms-excel', matches: OLE },
  ppt: { mime: 'application/vnd.ms-powerpoint', matches: OLE },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', matches: ZIP },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', matches: ZIP },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', matches: ZIP },
  txt: { mime: 'text/plain; charset=utf-8', matches: TEXT },
  csv: { mime: 'text/csv; charset=utf-8', matches: TEXT },
  png: raster('image/png', startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpg: JPEG,
  jpeg: JPEG,
  gif: raster('image/gif', startsWith('GIF87a', 'GIF89a')),
  webp: raster('image/webp', (sample) => startsWith('RIFF')(sample) && sample.head.subarray(8, 12).toString('latin1') === 'WEBP'),
  bmp: raster('image/bmp', startsWith('BM')),
  zip: { mime: 'application/zip', matches: ZIP },
  rar: { mime: 'application/vnd.rar', matches: startsWith('Rar!\x1a\x07\x00', 'Rar!\x1a\x07\x01\x00') },
  '7z': { mime: 'application/x-7z-compressed', matches: startsWith([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]) },
  // the whole document is checked afterwards (checkSvg)
  svg: { mime: 'image/svg+xml', matches: TEXT },
}

const EXECUTABLES: readonly [string, (sample: ContentSample) => boolean][] = [
  ['Windows 可执行文件', startsWith('MZ')],
  ['Linux 可执行文件', startsWith('\x7fELF')],
  ['macOS 可执行文件', startsWith([0xfe, 0xed, 0xfa, 0xce], [0xfe, 0xed, 0xfa, 0xcf], [0xce, 0xfa, 0xed, 0xfe], [0xcf, 0xfa, 0xed, 0xfe], [0xca, 0xfe, 0xba, 0xbe])],
  ['脚本文件', startsWith('#!')],
]

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase()
}

export interface AcceptedType {
  extension: string
  mime: string
}

/**
 * Checks the content against the name: executables first (whatever they are called), then the
 * extension list, then the signature the extension promises. Throws the registry error that
 * names the problem.
 */
export function acceptContent(name: string, sample: ContentSample): AcceptedType {
  const executable = EXECUTABLES.find(([, matches]) => matches(sample))
  if (executable) throw new errors.TND_ERR_FILE_EXECUTABLE(name, executable[0])
  const extension = extensionOf(name)
  const type = FILE_TYPES[extension]
  if (!type) throw new errors.TND_ERR_FILE_TYPE_NOT_ALLOWED(extension ? `.${extension}` : `${name}（无扩展名）`)
  if (!type.matches(sample)) throw new errors.TND_ERR_FILE_CONTENT_MISMATCH(name)
  return { extension, mime: type.mime }
}

/** Only raster images may be shown inline; SVG, HTML and everything else are downloads. */
export function isInlineSafe(extension: string): boolean {
  return FILE_TYPES[extension]?.inline === true
}

/** What the record pages' viewer renders itself (PDF through pdf.js, raster images on a canvas). */
export function isPreviewable(extension: string): boolean {
  return extension === 'pdf' || isInlineSafe(extension)
}

/** The Content-Type a download is served with (SVG as opaque bytes, so nothing renders it). */
export function servedContentType(extension: string): string {
  if (extension === 'svg') return 'application/octet-stream'
  return FILE_TYPES[extension]?.mime ?? 'application/octet-stream'
}
