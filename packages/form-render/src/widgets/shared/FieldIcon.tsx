import type { ReactElement } from 'react'
import { lookupElIcon } from './elIcons'

const hasName = (name: unknown): name is string => typeof name === 'string' && name.trim() !== ''

/** Renders a VForm icon option: the mapped antd icon, else an <i> with the class name; nothing when empty. */
export function FieldIcon({ name }: { name: unknown }) {
  if (!hasName(name)) return null
  const Icon = lookupElIcon(name)
  if (Icon) return <Icon />
  return <i className={name.trim()} aria-hidden="true" />
}

/**
 * The icon element for an antd prefix/suffix prop, undefined when the option is empty: antd wraps
 * an input in an extra affix wrapper for any prefix/suffix node, even one rendering nothing.
 */
export function optionalIcon(name: unknown): ReactElement | undefined {
  return hasName(name) ? <FieldIcon name={name} /> : undefined
}
