import { jsonErrorOffset } from './jsonErrorOffset'

export type JsonParseResult = { ok: true; value: unknown } | { ok: false; line: number; column: number; reason: string }

/** 1-based line and column of a character offset. */
function locate(text: string, offset: number): { line: number; column: number } {
  const lines = text.slice(0, offset).split('\n')
  return { line: lines.length, column: lines[lines.length - 1].length + 1 }
}

/** JSON.parse with the line and column of a syntax error and the engine's reason without its quote of the text. */
export function parseJsonText(text: string): JsonParseResult {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const reason = message.replace(/,\s*(?:\.\.\.)?"[\s\S]*" is not valid JSON$/, '').replace(/\s*in JSON at position \d+[\s\S]*$/, '')
    return { ok: false, ...locate(text, jsonErrorOffset(text) ?? text.length), reason }
  }
}
