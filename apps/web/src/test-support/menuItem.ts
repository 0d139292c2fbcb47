import type { MenuItem } from '../api'

/** A page menu item (type 0) at `path`; `fields` override the rest. */
export const menuItem = (code: string, name: string, path: string, fields: Partial<MenuItem> = {}): MenuItem => ({
  code,
  name,
  path,
  fullPath: path,
  icon: '',
  type: 0,
  sort: 0,
  children: [],
  ...fields,
})
