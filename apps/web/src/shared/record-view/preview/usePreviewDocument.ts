import { useEffect, useState } from 'react'
import { previewAttachment } from '../../../api'
import { openPreview, type PreviewDocument } from './previewDocument'
import type { PreviewKind } from './previewKind'

type PreviewState = { status: 'loading' } | { status: 'ready'; document: PreviewDocument } | { status: 'failed' }

/** Fetches and opens an attachment for the viewer; the document is released when the viewer closes. */
export function usePreviewDocument(attachmentId: number, kind: PreviewKind): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: 'loading' })
  useEffect(() => {
    let closed = false
    let opened: PreviewDocument | null = null
    setState({ status: 'loading' })
    previewAttachment(attachmentId)
      .then((blob) => openPreview(blob, kind))
      .then(
        (document) => {
          if (closed) return document.destroy()
          opened = document
          setState({ status: 'ready', document })
        },
        // A refused request has been toasted by the common handling; a damaged file says so here.
        () => {
          if (!closed) setState({ status: 'failed' })
        },
      )
    return () => {
      closed = true
      opened?.destroy()
    }
  }, [attachmentId, kind])
  return state
}
