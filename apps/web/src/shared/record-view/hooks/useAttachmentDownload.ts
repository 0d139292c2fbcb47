import { useState } from 'react'
import { downloadAttachment, type Attachment } from '../../../api'
import { saveBlob } from '../../../shared/saveBlob'

/** Downloads an attachment under its name; `downloading` is the one on its way. */
export function useAttachmentDownload() {
  const [downloading, setDownloading] = useState<number | null>(null)

  async function download(attachment: Attachment) {
    setDownloading(attachment.id)
    try {
      saveBlob(await downloadAttachment(attachment.id), attachment.fileName)
    } catch {
      // The common handling has told the user already.
    } finally {
      setDownloading(null)
    }
  }

  return { downloading, download }
}
