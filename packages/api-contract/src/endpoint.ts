// What an endpoint of the table is. Types and plain values only (no zod), so the SPA may import the
// table itself and its bundle stays free of the schemas.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * Who may call an endpoint: anyone, any signed-in user, or a user granted every one of these
 * contract-system menu codes.
 */
export type Access = 'public' | 'session' | readonly [string, ...string[]]

/** The names of a path's `:name` segments. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** The answer of an endpoint that sends a file instead of an envelope (a browser reads it as a Blob). */
export interface FileAnswer {
  readonly file: true
}

/** A multipart/form-data body: what a browser's FormData offers (this package knows no DOM). */
export interface MultipartBody {
  append(name: string, value: never, fileName?: string): void
}

/** What a call sends and what it answers; `params` defaults to text or numbers for each `:name`. */
export interface EndpointTypes {
  params?: object
  query?: object
  body?: unknown
  /** The envelope's `data`; `FileAnswer` for a file, `void` for a redirect or an HTML page. */
  answer: unknown
}

export interface Endpoint<M extends HttpMethod = HttpMethod, P extends string = string, T extends EndpointTypes = EndpointTypes> {
  readonly method: M
  /** The whole path, `:name` for each path parameter. */
  readonly path: P
  readonly access: Access
  /** Never set: carries the types of `T` to `call` and to the server's route schemas. */
  readonly types?: T
}

/**
 * One row of the table: `endpoint<{ body: …; answer: … }>()('POST', path, access)` (curried so the
 * types are written and the method and path inferred as literals).
 */
export function endpoint<T extends EndpointTypes>() {
  return <const M extends HttpMethod, const P extends string>(method: M, path: P, access: Access): Endpoint<M, P, T> => ({ method, path, access })
}

type TypesOf<E> = E extends Endpoint<HttpMethod, string, infer T> ? T : never
type PathOf<E> = E extends Endpoint<HttpMethod, infer P, EndpointTypes> ? P : never

export type ParamsOf<E> = TypesOf<E> extends { params: infer Params } ? Params : { [K in PathParamNames<PathOf<E>>]: string | number }
export type QueryOf<E> = TypesOf<E> extends { query: infer Query } ? Query : never
export type BodyOf<E> = TypesOf<E> extends { body: infer Body } ? Body : never
export type AnswerOf<E> = TypesOf<E>['answer']

/** A query as a caller gives it: a 'true' / 'false' field may be a boolean, which the query string writes as that text. */
export type QueryValues<Q> = { [K in keyof Q]: Q[K] extends 'true' | 'false' | undefined ? Q[K] | boolean : Q[K] }

type Empty = Record<never, never>
type ParamsPart<E> = [PathParamNames<PathOf<E>>] extends [never] ? Empty : { params: ParamsOf<E> }
// A query whose keys are all optional may be left out.
type QueryPart<E> = [QueryOf<E>] extends [never] ? Empty : Empty extends QueryOf<E> ? { query?: QueryValues<QueryOf<E>> } : { query: QueryValues<QueryOf<E>> }
type BodyPart<E> = [BodyOf<E>] extends [never] ? Empty : { body: BodyOf<E> }

/** What a caller passes for an endpoint: `params` when its path has any, `query`, `body`. */
export type CallInput<E> = ParamsPart<E> & QueryPart<E> & BodyPart<E>

/** The input as an argument list: optional when the endpoint needs nothing. */
export type CallArgs<E> = Empty extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>]

/** The endpoint's path with each `:name` replaced by its parameter, URL-encoded. */
export function pathOf<E extends Endpoint>(endpoint: E, params?: ParamsOf<E>): string {
  const values = (params ?? {}) as Record<string, string | number>
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    if (values[name] === undefined) throw new Error(`${endpoint.method} ${endpoint.path}: parameter ${name} missing`)
    return encodeURIComponent(String(values[name]))
  })
}
