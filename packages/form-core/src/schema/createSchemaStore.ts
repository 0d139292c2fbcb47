import { LiveSchemaStore } from './schemaStore.js'
import type { SchemaStore, SchemaStoreOptions } from './schemaTypes.js'

/**
 * A live schema store over a form JSON (object or JSON string). The JSON is loaded like
 * loadFormJson (upgraded, defaults filled), so bad input throws the SPEC §5 errors.
 */
export function createSchemaStore(json: unknown, options?: SchemaStoreOptions): SchemaStore {
  return new LiveSchemaStore(json, options)
}
