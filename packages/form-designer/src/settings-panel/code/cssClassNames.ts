const CLASS_SELECTOR = /\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)(?![^{]*\})/g
const COMMENT = /\/\*[\s\S]*?\*\//g

/** Class names used in the selectors of a style sheet, in order of first use (for customClass pickers). */
export function cssClassNames(cssCode: string): string[] {
  const names = new Set<string>()
  for (const match of cssCode.replace(COMMENT, '').matchAll(CLASS_SELECTOR)) names.add(match[1])
  return [...names]
}
