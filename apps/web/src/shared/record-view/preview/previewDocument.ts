import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'
import { APP_BASE_PATH } from '../../../config'
import type { PreviewKind } from './previewKind'

/** A document opened for the viewer: its pages drawn one at a time onto fresh canvases. */
export interface PreviewDocument {
  pageCount: number
  /** Draws page `pageNumber` (from 1) at `scale` (1 = 100 %) onto a new canvas sharp at `pixelRatio`. */
  renderPage(pageNumber: number, scale: number, pixelRatio: number): Promise<HTMLCanvasElement>
  destroy(): void
}

function canvasOf(width: number, height: number, pixelRatio: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(width * pixelRatio)
  canvas.height = Math.round(height * pixelRatio)
  canvas.style.width = `${Math.round(width)}px`
  canvas.style.height = `${Math.round(height)}px`
  return canvas
}

async function openPdf(blob: Blob): Promise<PreviewDocument> {
  // pdf.js and its worker load only when a PDF is opened; the worker is a file of the build, so
  // the page's script-src 'self' covers it, and nothing is evaluated from strings.
  const pdfjs = await import('pdfjs-dist')
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl
  const data = `${APP_BASE_PATH}pdfjs/`
  const loading = pdfjs.getDocument({
    data: new Uint8Array(await blob.arrayBuffer()),
    cMapUrl: `${data}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${data}standard_fonts/`,
    isEvalSupported: false,
  })
  const pdf = await loading.promise
  return {
    pageCount: pdf.numPages,
    async renderPage(pageNumber, scale, pixelRatio) {
      const page = await pdf.getPage(pageNumber)
      const viewport = page.getViewport({ scale })
      const canvas = canvasOf(viewport.width, viewport.height, pixelRatio)
      const transform = pixelRatio === 1 ? undefined : [pixelRatio, 0, 0, pixelRatio, 0, 0]
      await page.render({ canvas, viewport, transform }).promise
      return canvas
    },
    destroy: () => void loading.destroy(),
  }
}

async function openImage(blob: Blob): Promise<PreviewDocument> {
  const bitmap = await createImageBitmap(blob)
  return {
    pageCount: 1,
    async renderPage(_pageNumber, scale, pixelRatio) {
      const canvas = canvasOf(bitmap.width * scale, bitmap.height * scale, pixelRatio)
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
      return canvas
    },
    destroy: () => bitmap.close(),
  }
}

/** Opens the bytes of a previewable attachment. */
export function openPreview(blob: Blob, kind: PreviewKind): Promise<PreviewDocument> {
  return kind === 'pdf' ? openPdf(blob) : openImage(blob)
}
