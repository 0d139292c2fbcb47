/** A seeded attachment's bytes: a one-page PDF or a UTF-8 text file, by the name's extension. */
export interface SeedDocument {
  bytes: Buffer
  contentType: string
}

export function documentFor(fileName: string, lines: readonly string[]): SeedDocument {
  if (fileName.endsWith('.pdf')) return { bytes: onePagePdf(lines), contentType: 'application/pdf' }
  return { bytes: Buffer.from(`${lines.join('\n')}\n`, 'utf8'), contentType: 'text/plain; charset=utf-8' }
}

const PAGE = { width: 595, height: 842, margin: 56, fontSize: 12, leading: 20 }

/**
 * A minimal PDF 1.7 with one A4 page of text. Chinese is set in STSong-Light, one of the standard
 * CJK fonts every PDF reader supplies, addressed through UTF-16 codes (UniGB-UTF16-H), so nothing
 * needs embedding and the file stays plain ASCII.
 */
export function onePagePdf(lines: readonly string[]): Buffer {
  const text = lines
    .slice(0, Math.floor((PAGE.height - 2 * PAGE.margin) / PAGE.leading))
    .map((line) => `<${Buffer.from(line, 'utf16le').swap16().toString('hex').toUpperCase()}> Tj T*`)
    .join('\n')
  const content = `BT /F1 ${PAGE.fontSize} Tf ${PAGE.leading} TL ${PAGE.margin} ${PAGE.height - PAGE.margin} Td\n${text}\nET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UTF16-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ]
  let pdf = '%PDF-1.7\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(pdf.length)
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}
