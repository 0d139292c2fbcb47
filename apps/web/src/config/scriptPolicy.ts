let evaluable: boolean | undefined

const addressOf = (url: string | URL) => {
  const { pathname, search } = new URL(url, 'http://localhost')
  return pathname + search
}

/** Where this document was loaded: the server chose its policy for this address. */
const documentAddress = addressOf(window.location.href)

/**
 * What this document may do with form scripts. The server sends 'unsafe-eval' only to the pages
 * that render forms with scripts (the designer and the library always, a record page when its
 * form has any), and a single-page app keeps the policy of the page it was loaded on.
 */
export const scriptPolicy = {
  /**
   * Whether this document may compile form scripts. Asking tries to, which a policy without
   * 'unsafe-eval' reports as a violation: ask only when a form that has scripts is to be shown.
   */
  canEvaluate(): boolean {
    if (evaluable === undefined) {
      try {
        evaluable = new Function('return true')() === true
      } catch {
        evaluable = false
      }
    }
    return evaluable
  },
  /** Whether `url` is the address this document was loaded at, so its policy is the one the server chose for that page. */
  isDocumentAddress(url: string): boolean {
    return addressOf(url) === documentAddress
  },
}
