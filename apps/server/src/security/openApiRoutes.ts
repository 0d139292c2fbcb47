import { endpoints } from '@tandem/api-contract'
import type { App } from '../app.js'

export type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  enum?: unknown[]
  anyOf?: JsonSchema[]
  $ref?: string
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie'
  name: string
  schema?: JsonSchema
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}

/** One operation of the OpenAPI document, with what a request to it is made of. */
export interface ApiRoute {
  /** `METHOD /path/{param}`, the key of routeAccess */
  key: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  pathParams: string[]
  /** schema of each path parameter */
  pathSchemas: Record<string, JsonSchema>
  query: Record<string, JsonSchema>
  /** JSON body schema, or undefined when the route takes none (or a multipart one) */
  body: JsonSchema | undefined
  multipart: boolean
}

/** Every operation of the app's OpenAPI document (app.swagger()), in document order. */
export function apiRoutes(app: App): ApiRoute[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> }
  const routes: ApiRoute[] = []
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [verb, operation] of Object.entries(operations)) {
      const method = verb.toUpperCase() as ApiRoute['method']
      const parameters = operation.parameters ?? []
      const content = operation.requestBody?.content ?? {}
      routes.push({
        key: `${method} ${path}`,
        method,
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        pathSchemas: Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema ?? {}])),
        query: Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}])),
        body: content['application/json']?.schema,
        multipart: path === endpoints.files.upload.path || 'multipart/form-data' in content,
      })
    }
  }
  return routes
}

// A lone surrogate cannot be percent-encoded; on the wire it would be U+FFFD anyway.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** The route's path with each `{param}` replaced by `value(name)` (URL-encoded). */
export function fillPath(route: ApiRoute, value: (name: string) => string): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(value(name).replace(LONE_SURROGATE, '\ufffd')))
}
