/** What the viewer can draw: PDF pages through pdf.js, raster images (the server's inline types). */
export type PreviewKind = 'pdf' | 'image'

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'])

/** The viewer for a file of this name, or null: other types are downloaded, never previewed. */
export function previewKindOf(fileName: string): PreviewKind | null {
  const dot = fileName.lastIndexOf('.')
  const extension = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase()
  if (extension === 'pdf') return 'pdf'
  return IMAGE_EXTENSIONS.has(extension) ? 'image' : null
}
