/** Joins class names, skipping empty ones. */
export function classNames(...parts: readonly (string | false | null | undefined | readonly string[])[]): string {
  return parts.flat().filter((part): part is string => typeof part === 'string' && part !== '').join(' ')
}
