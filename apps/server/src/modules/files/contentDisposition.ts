// RFC 6266 / RFC 5987: an ASCII fallback for old clients plus the exact UTF-8 name.
const RFC5987_EXTRA = /['()*]/g

export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_')
  const encoded = encodeURIComponent(name).replace(RFC5987_EXTRA, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`
}
