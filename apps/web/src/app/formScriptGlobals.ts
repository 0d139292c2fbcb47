import type { AxiosStatic } from 'axios'
import type { PageLoader } from '../chunks'

declare global {
  interface Window {
    /** the plain axios that form scripts written for VForm call */
    axios?: AxiosStatic
  }
}

/**
 * VForm's install puts axios on window, and form scripts call it as a global (`axios.get(…)`).
 * Only the pages that render forms load it; the app's own calls go through its fetch client
 * (api/http).
 */
export async function installFormScriptGlobals(): Promise<void> {
  const { default: axios } = await import('axios')
  window.axios ??= axios
}

/** A page loader that has axios on window before the page renders a form and runs its scripts. */
export function withFormScriptGlobals(load: PageLoader): PageLoader {
  return async () => (await Promise.all([load(), installFormScriptGlobals()]))[0]
}
