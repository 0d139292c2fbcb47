import { lookupElIcon } from './elIcons'

/** Renders a VForm icon option: the mapped antd icon, else an <i> with the class name; nothing when empty. */
export function FieldIcon({ name }: { name: unknown }) {
  if (typeof name !== 'string' || name.trim() === '') return null
  const Icon = lookupElIcon(name)
  if (Icon) return <Icon />
  return <i className={name.trim()} aria-hidden="true" />
}
