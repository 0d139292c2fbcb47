/** Router basename: the SPA lives under this path (SPEC §9). */
export const ROUTER_BASENAME = '/contract/web'

/** The same with a trailing slash: Vite's base and the sign-out return URL. */
export const APP_BASE_PATH = `${ROUTER_BASENAME}/`
