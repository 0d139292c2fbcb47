import { describe, expect, it } from 'vitest'
import { previewKindOf } from './previewKind'

describe('previewKindOf', () => {
  it('previews PDFs and raster images whatever the case of the extension', () => {
    expect(previewKindOf('正文.pdf')).toBe('pdf')
    expect(previewKindOf('盖章扫描件.PDF')).toBe('pdf')
    expect(['a.png', 'b.JPG', 'c.jpeg', 'd.gif', 'e.webp', 'f.bmp'].map(previewKindOf)).toEqual(Array(6).fill('image'))
  })

  it('previews nothing else, SVG included', () => {
    expect(['报价明细.txt', '合同.docx', 'logo.svg', 'README', 'archive.pdf.zip'].map(previewKindOf)).toEqual(Array(5).fill(null))
  })
})
