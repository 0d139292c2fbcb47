import { errors } from '../../errors.js'

export const APP_HOME = '/contract/web/'
const DUMMY_ORIGIN = 'http://return-url.invalid'

function safePath(candidate: string): boolean {
  if (!/^\/contract\/web(?:[/?#]|$)/.test(candidate)) return false
  // Backslashes, control characters, "//" and ".." are how open redirects sneak past prefix checks.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]|\/\/|(^|\/)\.\.?(\/|$|[?#])/.test(candidate)) return false
  const url = new URL(candidate, DUMMY_ORIGIN)
  return url.origin === DUMMY_ORIGIN && url.pathname.startsWith('/contract/web')
}

function encoded(candidate: string): string {
  const url = new URL(candidate, DUMMY_ORIGIN)
  return url.pathname + url.search + url.hash
}

/**
 * Accepts only a path under /contract/web/ (missing → the app home). Every decoding layer is checked,
 * so %2F%2F, %5C and doubly encoded variants are refused like their plain forms. The answer is
 * percent-encoded (a keyword in the query may be Chinese), so it can go into a Location header.
 */
export function parseReturnUrl(value: string | undefined): string {
  if (value === undefined || value === '') return APP_HOME
  let layer = value
  for (let depth = 0; depth < 4; depth++) {
    if (!safePath(layer)) throw new errors.TND_ERR_RETURN_URL_INVALID()
    let decoded: string
    try {
      decoded = decodeURIComponent(layer)
    } catch {
      throw new errors.TND_ERR_RETURN_URL_INVALID()
    }
    if (decoded === layer) return encoded(value)
    layer = decoded
  }
  throw new errors.TND_ERR_RETURN_URL_INVALID()
}
