import type { AnswerOf, BodyOf, Endpoint, FileAnswer, QueryOf } from '@tandem/api-contract'
import type { FastifyInstance, FastifySchema, onRequestAsyncHookHandler } from 'fastify'
import type { z } from 'zod'

// A helper, not a plugin: a module's routes take their method, URL and guard from their row of the
// endpoint table (@tandem/api-contract), so no path or menu code is written twice.

type Refused<What extends string> = { [K in What]: 'differs from the endpoint table' }

// The schema accepts what the table says a caller sends...
type AcceptsBody<S, E> = S extends { body: z.ZodType } ? ([BodyOf<E>] extends [z.input<S['body']>] ? unknown : Refused<'body'>) : unknown
type AcceptsQuery<S, E> = S extends { querystring: z.ZodType } ? ([QueryOf<E>] extends [z.input<S['querystring']>] ? unknown : Refused<'querystring'>) : unknown
// ...and answers exactly what the table says a caller receives: the envelope's data, or the whole
// body of an answer that is no envelope (health); files and redirects aside.
type Answer200<S> = S extends { response: { 200: z.ZodType } } ? z.output<S['response'][200]> : never
type Data<S> = Answer200<S> extends { success: true; data: infer D } ? D : Answer200<S>
type AnswersAsTable<S, E> = [AnswerOf<E>] extends [FileAnswer | void]
  ? unknown
  : [Data<S>] extends [AnswerOf<E>]
    ? [AnswerOf<E>] extends [Data<S>]
      ? unknown
      : Refused<'response'>
    : Refused<'response'>

/** The route's schema, checked against its row of the table. */
export type SchemaOf<E, S> = S & AcceptsBody<S, E> & AcceptsQuery<S, E> & AnswersAsTable<S, E>

function guardOf(app: FastifyInstance, endpoint: Endpoint): onRequestAsyncHookHandler[] {
  if (endpoint.access === 'public') return []
  if (endpoint.access === 'session') return [app.authenticate]
  return [app.requireMenu(...endpoint.access)]
}

/**
 * Method, URL, guard (onRequest: before the body is read) and schema of `endpoint`'s route, for
 * `app.route({ ...endpointRoute(app, endpoints.sealing.info, schema), handler })`.
 */
export function endpointRoute<E extends Endpoint, S extends FastifySchema>(app: FastifyInstance, endpoint: E, schema: SchemaOf<E, S>) {
  return { method: endpoint.method, url: endpoint.path, onRequest: guardOf(app, endpoint), schema: schema as S }
}
