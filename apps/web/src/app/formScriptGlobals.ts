import axios from 'axios'

declare global {
  interface Window {
    /** the plain axios that form scripts written for VForm call */
    axios?: typeof axios
  }
}

/**
 * VForm's install puts axios on window, and form scripts call it as a global (`axios.get(…)`). Every
 * page that renders forms installs it; the app's own calls keep their configured instance (api/http).
 */
export function installFormScriptGlobals(): void {
  window.axios ??= axios
}
