import { formatDateTime } from '../../format'

/** What a view-only preview is marked with: who looks, and when. */
export function watermarkText(viewerName: string, at: Date): string {
  return `${viewerName} ${formatDateTime(at.toISOString())}`
}

/** Where the marks go on a page of `width` × `height`: a staggered grid of `step` that covers it when rotated. */
export function watermarkPositions(width: number, height: number, step: number): { x: number; y: number }[] {
  const positions: { x: number; y: number }[] = []
  for (let row = 0, y = step / 2; y < height + step; row += 1, y += step) {
    for (let x = row % 2 === 0 ? step / 2 : 0; x < width + step; x += step) positions.push({ x, y })
  }
  return positions
}

/** Tiles `text`, turned 30° anticlockwise and faint, over the whole of the page drawn on `canvas`. */
export function drawWatermark(canvas: HTMLCanvasElement, text: string, color: string, pixelRatio: number): void {
  const context = canvas.getContext('2d')
  if (!context) return
  const fontSize = 16 * pixelRatio
  context.save()
  context.font = `${fontSize}px sans-serif`
  context.fillStyle = color
  context.textAlign = 'center'
  context.textBaseline = 'middle'
  const step = Math.max(context.measureText(text).width, fontSize * 8) + fontSize * 4
  for (const { x, y } of watermarkPositions(canvas.width, canvas.height, step)) {
    context.setTransform(1, 0, 0, 1, x, y)
    context.rotate(-Math.PI / 6)
    context.fillText(text, 0, 0)
  }
  context.restore()
  canvas.dataset.watermark = text
}
