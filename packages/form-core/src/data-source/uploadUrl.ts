import { compileScript } from '../scripts/index.js'
import { DataSourceError } from './dataSourceError.js'
import type { DataSourceVariables } from './dataSourceTypes.js'

const DSV_REFERENCE = /DSV\.|DSV\[/

/** An upload URL that mentions `DSV.` or `DSV[` is a JavaScript expression, evaluated when a file is sent. */
export function isUploadUrlExpression(uploadURL: string): boolean {
  return DSV_REFERENCE.test(uploadURL)
}

/**
 * The real upload URL (reference §6): `uploadURL` as-is, unless it mentions `DSV.` or `DSV[`;
 * then the whole string is a JavaScript expression evaluated with DSV in scope,
 * e.g. `DSV.uploadHost + '/upload'`.
 */
export function resolveUploadUrl(uploadURL: string, dsv: DataSourceVariables = {}): string {
  if (!isUploadUrlExpression(uploadURL)) return uploadURL
  let value: unknown
  try {
    value = compileScript(['DSV'], `return (${uploadURL}\n)`).call(null, dsv)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new DataSourceError('ERR_BAD_CONFIG', `uploadURL ${uploadURL} could not be evaluated: ${message}`, { cause: error })
  }
  if (typeof value !== 'string' || value === '') {
    throw new DataSourceError('ERR_BAD_CONFIG', `uploadURL ${uploadURL} did not evaluate to a URL`)
  }
  return value
}
