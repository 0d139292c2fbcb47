import { builtinValidators, validationPattern } from '@tandem/form-core'
import { Input, Select, Space, Typography } from 'antd'
import { useState } from 'react'
import { useSettingsText } from '../hooks/useSettingsText'
import { settingsMessages, type SettingsMessageKey } from '../messages'

export interface ValidationEditorProps {
  id: string
  validation: unknown
  hint: unknown
  onChange: (patch: { validation?: string; validationHint?: string }) => void
}

const NONE = ''
const CUSTOM = '/custom/'

const labelKey = (name: string) => `validator${name[0].toUpperCase()}${name.slice(1)}` as SettingsMessageKey

function regexProblem(source: string): string | null {
  try {
    validationPattern(source)
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/**
 * options.validation: none, one of form-core's built-in validators, or a regular expression
 * (a literal such as /^\d{6}$/i or a bare pattern); plus validationHint. An invalid expression
 * is shown with the reason and not stored.
 */
export function ValidationEditor({ id, validation, hint, onChange }: ValidationEditorProps) {
  const { t, locale } = useSettingsText()
  const current = typeof validation === 'string' ? validation : ''
  const builtinNames = Object.keys(builtinValidators)
  const stored = current === '' || builtinNames.includes(current) ? current : CUSTOM
  // an expression being typed that is not stored (yet): invalid, empty, or custom just chosen
  const [unstored, setUnstored] = useState<{ source: string; problem: string | null } | null>(null)
  const mode = unstored ? CUSTOM : stored
  const regex = unstored ? unstored.source : stored === CUSTOM ? current : ''
  // a validator added to form-core later shows under its own name until it gets a label here
  const validatorLabel = (name: string) => (labelKey(name) in settingsMessages[locale] ? t(labelKey(name)) : name)

  const choose = (next: string) => {
    if (next === CUSTOM) {
      setUnstored(stored === CUSTOM ? null : { source: '', problem: null })
      return
    }
    setUnstored(null)
    onChange({ validation: next })
  }

  const typeRegex = (source: string) => {
    const reason = source === '' ? null : regexProblem(source)
    if (source === '' || reason !== null) {
      setUnstored({ source, problem: reason === null ? null : t('regexInvalid', { message: reason }) })
      return
    }
    setUnstored(null)
    onChange({ validation: source })
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={4}>
      <Select
        id={id}
        style={{ width: '100%' }}
        value={mode}
        virtual={false}
        onChange={choose}
        options={[
          { value: NONE, label: t('validationNone') },
          ...builtinNames.map((name) => ({ value: name, label: validatorLabel(name) })),
          { value: CUSTOM, label: t('validationCustom') },
        ]}
      />
      {mode === CUSTOM && (
        <Input
          aria-label={t('validationCustom')}
          placeholder={t('regexPlaceholder')}
          value={regex}
          status={unstored?.problem ? 'error' : undefined}
          onChange={(event) => typeRegex(event.target.value)}
        />
      )}
      {unstored?.problem && (
        <Typography.Text type="danger" role="alert">
          {unstored.problem}
        </Typography.Text>
      )}
      {mode !== NONE && (
        <Input
          aria-label={t('validationHintPlaceholder')}
          placeholder={t('validationHintPlaceholder')}
          value={typeof hint === 'string' ? hint : ''}
          onChange={(event) => onChange({ validationHint: event.target.value })}
        />
      )}
    </Space>
  )
}
