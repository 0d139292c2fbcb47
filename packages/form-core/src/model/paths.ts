// Field paths: a top-level field or container is addressed by its name; a field inside a
// sub-form row by `name@row{rowId}` (VForm's widget ref key), e.g. `city@rowid12345`.

const ROW_MARK = '@row'

export function rowFieldPath(name: string, rowId: string): string {
  return `${name}${ROW_MARK}${rowId}`
}

export interface ParsedPath {
  name: string
  rowId: string | null
}

export function parseFieldPath(path: string): ParsedPath {
  const at = path.lastIndexOf(ROW_MARK)
  if (at <= 0) return { name: path, rowId: null }
  return { name: path.slice(0, at), rowId: path.slice(at + ROW_MARK.length) }
}

/** Path of the form-level snapshot (cannot clash with a widget name). */
export const FORM_PATH = '@form'

/** Path the structure listeners are kept under (updateStructure). */
export const STRUCTURE_PATH = '@structure'
