let evaluable: boolean | undefined

/**
 * Whether this document may compile form scripts. The server sends 'unsafe-eval' only to the pages
 * that render forms, and a single-page app keeps the policy of the page it was loaded on.
 */
export const scriptPolicy = {
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
}
