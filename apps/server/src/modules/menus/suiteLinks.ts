import { WEB_BASE } from '../../plugins/webApp.js'

/** The product's page for a suite entry: `${SUITE_ENTRY_PATH}<code>`. */
export const SUITE_ENTRY_PATH = `${WEB_BASE}suite/`

export interface SuiteLinkSettings {
  /** PUBLIC_URL: stored paths and the entry page are resolved against it */
  publicUrl: string
  /** SUITE_LINKS: menu code → address */
  suiteLinks: ReadonlyMap<string, string>
}

/**
 * Where a suite entry leads: the address configured for its code (SUITE_LINKS), else the one stored
 * with its menu item (a path is taken below PUBLIC_URL), else nowhere (null): the seed stores no
 * address for the suite's other systems, whose addresses only an installation knows.
 */
export function suiteAddress(code: string, storedPath: string, { publicUrl, suiteLinks }: SuiteLinkSettings): string | null {
  const configured = suiteLinks.get(code)
  if (configured) return configured
  if (!storedPath) return null
  return storedPath.startsWith('/') ? `${publicUrl}${storedPath}` : storedPath
}

/** The product's page for a suite entry: it forwards to the entry's address or says it has none. */
function suiteEntryPageUrl(code: string, publicUrl: string): string {
  return `${publicUrl}${SUITE_ENTRY_PATH}${encodeURIComponent(code)}`
}

/** The link of a suite entry in the menus answer: its address, else the product's page for it. */
export function suiteHref(code: string, storedPath: string, settings: SuiteLinkSettings): string {
  return suiteAddress(code, storedPath, settings) ?? suiteEntryPageUrl(code, settings.publicUrl)
}
