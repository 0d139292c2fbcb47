/** Saves `blob` as a download named `fileName`, as the browser's own download would. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const anchor = Object.assign(document.createElement('a'), { href: url, download: fileName })
  anchor.click()
  URL.revokeObjectURL(url)
}
