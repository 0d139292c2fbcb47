/**
 * null when `body` compiles as the body of a function taking `params`, else the engine's
 * message. Compiling does not run the code; the Function constructor parses the body alone, so
 * a body cannot close the function early.
 */
export function checkScriptSyntax(params: readonly string[], body: string): string | null {
  try {
    new Function(...params, body)
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}
