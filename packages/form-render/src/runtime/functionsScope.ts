// formConfig.functions holds helper declarations VForm would inject as a global <script>. Here the
// text is evaluated once per form inside a function, and the names it declares become the members
// of a scope object that only this form's scripts see (see ScriptRunnerOptions.scope).

const DECLARATION = /\b(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)|\b(?:var|let|const|class)\s+([A-Za-z_$][\w$]*)/g

/** Names declared anywhere in `code` (nested ones resolve to undefined and are dropped). */
export function declaredNames(code: string): string[] {
  const names = new Set<string>()
  for (const match of code.matchAll(DECLARATION)) names.add(match[1] ?? match[2])
  return [...names]
}

/** Evaluates the helpers text; throws what the text throws (syntax or runtime errors). */
export function evaluateFunctions(code: string): Record<string, unknown> {
  if (code.trim() === '') return {}
  const names = declaredNames(code)
  const members = names.map((name) => `${JSON.stringify(name)}: typeof ${name} === 'undefined' ? undefined : ${name}`)
  const scope = new Function(`${code}\n;return { ${members.join(', ')} }`)() as Record<string, unknown>
  const result: Record<string, unknown> = Object.create(null) as Record<string, unknown>
  for (const [name, value] of Object.entries(scope)) if (value !== undefined) result[name] = value
  return result
}
