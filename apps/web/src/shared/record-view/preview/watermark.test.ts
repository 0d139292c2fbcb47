import { describe, expect, it } from 'vitest'
import { watermarkPositions, watermarkText } from './watermark'

describe('watermark', () => {
  it('names the viewer and the minute of viewing', () => {
    const at = new Date(2026, 10, 23, 9, 5, 42)
    expect(watermarkText('王五', at)).toBe('王五 2026-11-23 09:05')
  })

  it('covers the whole page with a staggered grid, rows alternately shifted', () => {
    const positions = watermarkPositions(600, 800, 200)
    const rows = [...new Set(positions.map(({ y }) => y))]
    expect(rows[0]).toBe(100)
    expect(rows.at(-1)).toBeGreaterThanOrEqual(800)
    const firstRow = positions.filter(({ y }) => y === rows[0]).map(({ x }) => x)
    const secondRow = positions.filter(({ y }) => y === rows[1]).map(({ x }) => x)
    expect(firstRow[0]).toBe(100)
    expect(secondRow[0]).toBe(0)
    expect(Math.max(...firstRow)).toBeGreaterThanOrEqual(600)
  })
})
