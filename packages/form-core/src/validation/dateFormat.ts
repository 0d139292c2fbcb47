// Strict reading of date and time strings in VForm's valueFormat (dayjs tokens, or VForm 2's
// Element UI ones, translated first), without a date library: form-core has no runtime
// dependencies and runs on the server.

import { toDayjsPattern } from '../loader/datePattern.js'

interface TokenSpec {
  pattern: string
  part: 'year' | 'shortYear' | 'month' | 'day' | 'hour' | 'hour12' | 'minute' | 'second' | 'millisecond' | 'meridiem'
}

const TOKENS: Readonly<Record<string, TokenSpec>> = {
  YYYY: { pattern: '(\\d{4})', part: 'year' },
  YY: { pattern: '(\\d{2})', part: 'shortYear' },
  MM: { pattern: '(\\d{2})', part: 'month' },
  M: { pattern: '(\\d{1,2})', part: 'month' },
  DD: { pattern: '(\\d{2})', part: 'day' },
  D: { pattern: '(\\d{1,2})', part: 'day' },
  HH: { pattern: '(\\d{2})', part: 'hour' },
  H: { pattern: '(\\d{1,2})', part: 'hour' },
  hh: { pattern: '(\\d{2})', part: 'hour12' },
  h: { pattern: '(\\d{1,2})', part: 'hour12' },
  mm: { pattern: '(\\d{2})', part: 'minute' },
  m: { pattern: '(\\d{1,2})', part: 'minute' },
  ss: { pattern: '(\\d{2})', part: 'second' },
  s: { pattern: '(\\d{1,2})', part: 'second' },
  SSS: { pattern: '(\\d{3})', part: 'millisecond' },
  A: { pattern: '(AM|PM)', part: 'meridiem' },
  a: { pattern: '(am|pm)', part: 'meridiem' },
}

// Longest tokens first, bracketed literals, then any other letter (an unsupported token).
const SCANNER = /\[([^\]]*)\]|YYYY|SSS|YY|MM|DD|HH|hh|mm|ss|[MDHhmsAa]|[A-Za-z]|[^A-Za-z[]+/g

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export interface DateMatcher {
  /** The parsed moment as a sortable number, or null when `text` does not match the format. */
  read(text: string): number | null
}

const cache = new Map<string, DateMatcher | null>()

function compile(format: string): DateMatcher | null {
  const parts: TokenSpec['part'][] = []
  let source = ''
  for (const [piece, literal] of format.matchAll(SCANNER)) {
    const token = TOKENS[piece]
    if (literal !== undefined) source += escape(literal)
    else if (token) {
      source += token.pattern
      parts.push(token.part)
    } else if (/^[A-Za-z]$/.test(piece)) return null
    else source += escape(piece)
  }
  const regex = new RegExp(`^${source}$`)
  return {
    read(text) {
      const match = regex.exec(text)
      if (!match) return null
      const at = { year: 2000, month: 1, day: 1, hour: 0, minute: 0, second: 0, millisecond: 0 }
      let hour12: number | null = null
      let pm: boolean | null = null
      parts.forEach((part, index) => {
        const value = match[index + 1]
        if (part === 'meridiem') pm = value.toLowerCase() === 'pm'
        else if (part === 'hour12') hour12 = Number(value)
        // dayjs reads two-digit years 69-99 as 19xx, the rest as 20xx
        else if (part === 'shortYear') at.year = Number(value) + (Number(value) > 68 ? 1900 : 2000)
        else at[part] = Number(value)
      })
      if (hour12 !== null) {
        if (hour12 < 1 || hour12 > 12) return null
        at.hour = (hour12 % 12) + (pm ? 12 : 0)
      }
      const daysInMonth = new Date(Date.UTC(at.year, at.month, 0)).getUTCDate()
      if (at.month < 1 || at.month > 12 || at.day < 1 || at.day > daysInMonth) return null
      if (at.hour > 23 || at.minute > 59 || at.second > 59) return null
      return Date.UTC(at.year, at.month - 1, at.day, at.hour, at.minute, at.second, at.millisecond)
    },
  }
}

/**
 * A strict matcher for a date format (dayjs, or Element UI's as VForm 2 writes it) made of year, month, day, hour, minute, second, millisecond
 * and meridiem tokens (literals in [brackets] allowed); null for formats with other tokens (week,
 * quarter, ordinal), whose values are then not checked.
 */
export function dateMatcher(format: string): DateMatcher | null {
  if (!cache.has(format)) cache.set(format, compile(toDayjsPattern(format)))
  return cache.get(format) ?? null
}
