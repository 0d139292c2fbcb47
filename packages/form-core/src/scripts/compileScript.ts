/** A compiled handler body; called with `this` and the hook's arguments. */
export type CompiledScript = (this: unknown, ...args: unknown[]) => unknown

const cache = new Map<string, CompiledScript>()

/**
 * The function for (paramNames, body), built with `new Function` on first use and cached, so a
 * handler is parsed once however often it runs. Throws the engine's SyntaxError for bad code.
 */
export function compileScript(paramNames: readonly string[], body: string): CompiledScript {
  const key = `${paramNames.join(',')}\u0000${body}`
  let compiled = cache.get(key)
  if (!compiled) {
    compiled = new Function(...paramNames, body) as CompiledScript
    cache.set(key, compiled)
  }
  return compiled
}
