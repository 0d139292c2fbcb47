import type { FastifySerializerCompiler } from 'fastify'
import fastJson from 'fast-json-stringify'
import { z } from 'zod'

type JsonSchema = Parameters<typeof fastJson>[0]

/**
 * Responses are written by fast-json-stringify, compiled once per route and status from the
 * route's zod response schema turned into JSON Schema (the one the OpenAPI document shows): as
 * with zod, only the declared properties leave the server, and no request pays for walking the
 * answer through zod first.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  if (!(schema instanceof z.ZodType)) throw new Error(`${method} ${url}: a response schema must be a zod schema`)
  return fastJson(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as JsonSchema)
}
