import { Select } from 'antd'
import { useSettingsText } from '../hooks/useSettingsText'

export interface TagsEditorProps {
  id: string
  value: unknown
  onChange: (value: string[]) => void
  /** names offered in the drop-down; anything else can be typed */
  suggestions?: readonly string[]
  placeholder?: string
}

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : []

/** A list of strings typed as tags (fileTypes, customClass). */
export function TagsEditor({ id, value, onChange, suggestions = [], placeholder }: TagsEditorProps) {
  const { t } = useSettingsText()
  return (
    <Select
      id={id}
      mode="tags"
      style={{ width: '100%' }}
      placeholder={placeholder ?? t('tagsPlaceholder')}
      value={asList(value)}
      options={suggestions.map((name) => ({ value: name, label: name }))}
      tokenSeparators={[' ', ',']}
      onChange={(next: string[]) => onChange([...new Set(next.map((item) => item.trim()).filter(Boolean))])}
    />
  )
}
