/** A multipart body as a browser builds it (FormData), ready for inject(). */
export async function multipart(file: { name: string; bytes: Buffer | string } | null, fields: Record<string, string> = {}) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  if (file) form.append('file', new Blob([file.bytes]), file.name)
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } }
}
