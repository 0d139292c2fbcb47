import { allEndpoints, type Access } from '@tandem/api-contract'

/**
 * Who may call each route, from the endpoint table (@tandem/api-contract): `public` anyone,
 * `session` any signed-in user, otherwise the contract-system menu codes the user must all hold.
 * Keyed `METHOD /path/{param}` as the OpenAPI document spells its operations; a route of the
 * document missing from the table fails the matrix.
 */
export type RouteAccess = Access

export const routeAccess: Readonly<Record<string, RouteAccess>> = Object.fromEntries(
  allEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, '{$1}')}`, endpoint.access]),
)
