import type { InjectOptions } from 'fastify'
import { fillPath, type ApiRoute, type JsonSchema } from './openApiRoutes.js'

/** A place a request carries an integer: a path or query parameter, or a body property (`0`: an item of an array body). */
export interface IntegerSlot {
  route: ApiRoute
  where: 'path' | 'query' | 'body'
  name: string
}

const typeOf = (schema: JsonSchema | undefined) => (Array.isArray(schema?.type) ? schema.type.find((type) => type !== 'null') : schema?.type)
const isInteger = (schema: JsonSchema | undefined) => typeOf(schema) === 'integer' || (schema?.anyOf ?? []).some((option) => typeOf(option) === 'integer')

/** Every integer slot of the route, from its OpenAPI schemas. */
export function integerSlots(route: ApiRoute): IntegerSlot[] {
  const slots: IntegerSlot[] = []
  for (const [name, schema] of Object.entries(route.pathSchemas)) if (isInteger(schema)) slots.push({ route, where: 'path', name })
  for (const [name, schema] of Object.entries(route.query)) if (isInteger(schema)) slots.push({ route, where: 'query', name })
  if (typeOf(route.body) === 'array' && isInteger(route.body?.items)) slots.push({ route, where: 'body', name: '0' })
  for (const [name, schema] of Object.entries(route.body?.properties ?? {})) {
    if (isInteger(schema) || (typeOf(schema) === 'array' && isInteger(schema.items))) slots.push({ route, where: 'body', name })
  }
  return slots
}

/** A value the schema accepts, as far as its type and enum tell. */
function placeholder(schema: JsonSchema | undefined): unknown {
  if (schema?.enum && schema.enum.length > 0) return schema.enum[0]
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return 1
    case 'boolean':
      return true
    case 'array':
      return [placeholder(schema?.items)]
    case 'object':
      return Object.fromEntries(Object.entries(schema?.properties ?? {}).map(([name, property]) => [name, placeholder(property)]))
    default:
      return 'x'
  }
}

/** A request to the slot's route with `value` in the slot and plausible values everywhere else. */
export function requestWithInteger(slot: IntegerSlot, value: number): InjectOptions {
  const { route } = slot
  const path = fillPath(route, (name) => (slot.where === 'path' && slot.name === name ? String(value) : '1'))
  const integersInQuery = Object.entries(route.query).filter(([, schema]) => isInteger(schema))
  const search = new URLSearchParams(Object.fromEntries(integersInQuery.map(([name]) => [name, slot.where === 'query' && slot.name === name ? String(value) : '1'])))
  const query = search.size > 0 ? `?${search}` : ''
  let body = route.body ? placeholder(route.body) : undefined
  if (slot.where === 'body') {
    const property = route.body?.properties?.[slot.name]
    body = Array.isArray(body) ? [value] : { ...(body as object), [slot.name]: typeOf(property) === 'array' ? [value] : value }
  }
  return {
    method: route.method,
    url: path + query,
    ...(body === undefined ? {} : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  }
}

export const describeSlot = (slot: IntegerSlot) => `${slot.route.key} ${slot.where} ${slot.name}`
