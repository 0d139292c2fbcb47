import { readTandemConfig } from './tandemConfig'

export { DEFAULT_CONFIG, readTandemConfig } from './tandemConfig'
export type { TandemConfig } from './tandemConfig'
export { APP_BASE_PATH, ROUTER_BASENAME } from './basePath'
export { signInUrl, signOutUrl } from './authUrls'
export { navigation } from './navigation'
export { scriptPolicy } from './scriptPolicy'

/** The configuration of this page load. */
export const tandemConfig = readTandemConfig(document)
