// VForm's named format validators (options.validation), written from their documented meaning.

export const builtinValidators: Readonly<Record<string, RegExp>> = Object.freeze({
  number: /^-?\d+(\.\d+)?$/,
  letter: /^[A-Za-z]+$/,
  letterAndNumber: /^[A-Za-z0-9]+$/,
  mobilePhone: /^1[3-9]\d{9}$/,
  letterStartNumberIncluded: /^[A-Za-z][A-Za-z0-9]*$/,
  noChinese: /^[^\u4e00-\u9fa5]+$/,
  chinese: /^[\u4e00-\u9fa5]+$/,
  email: /^[\w.+-]+@([A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/,
  url: /^https?:\/\/[^\s/$.?#][^\s]*$/i,
})

const LITERAL = /^\/(.+)\/([a-z]*)$/s

/**
 * The RegExp of a validation setting: a built-in name, a regex literal such as '/^\d{6}$/i', or
 * a bare pattern. Throws SyntaxError for an invalid pattern.
 */
export function validationPattern(validation: string): RegExp {
  const builtin = builtinValidators[validation]
  if (builtin) return builtin
  const literal = LITERAL.exec(validation)
  // a global or sticky flag would make test() stateful
  if (literal) return new RegExp(literal[1], literal[2].replace(/[gy]/g, ''))
  return new RegExp(validation)
}

/** Empty for validation: null, undefined, '', or an empty array. */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
}
