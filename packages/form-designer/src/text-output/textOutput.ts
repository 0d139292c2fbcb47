/** Puts text on the system clipboard; rejects when the browser refuses (no permission, no secure context). */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('clipboard unavailable')
  await navigator.clipboard.writeText(text)
}

/** Offers text as a download named `fileName`. */
export function saveTextFile(fileName: string, text: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // the download has started from the click; the object URL is no longer needed
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
