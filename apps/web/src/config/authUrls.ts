import { APP_BASE_PATH } from './basePath'

interface CurrentLocation {
  pathname: string
  search: string
}

/** Sign-in address that brings the browser back to where it was. */
export function signInUrl(loginUrl: string, current: CurrentLocation): string {
  return `${loginUrl}?returnUrl=${encodeURIComponent(current.pathname + current.search)}`
}

/**
 * Sign-out address, to be POSTed to: the server ends the session and forwards to the IdP's end-session page;
 * the return URL is the app root, so the next visit asks for sign-in again.
 */
export function signOutUrl(logoutUrl: string): string {
  return `${logoutUrl}?returnUrl=${encodeURIComponent(APP_BASE_PATH)}`
}
