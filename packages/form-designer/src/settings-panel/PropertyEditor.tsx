import type { OptionItem, PropertyEditorSpec } from '@tandem/form-core'
import { DataSourcePicker } from '../data-sources'
import { checkScriptSyntax } from './code/checkScriptSyntax'
import { useSettingsText } from './hooks/useSettingsText'
import { ChoiceEditor } from './editors/ChoiceEditor'
import { CodeButtonEditor } from './editors/CodeButtonEditor'
import { ColorEditor } from './editors/ColorEditor'
import { JsonEditor } from './editors/JsonEditor'
import { NameEditor } from './editors/NameEditor'
import { NumberEditor } from './editors/NumberEditor'
import { OptionItemsEditor } from './editors/option-items/OptionItemsEditor'
import { SwitchEditor } from './editors/SwitchEditor'
import { TagsEditor } from './editors/TagsEditor'
import { TextEditor, TextareaEditor } from './editors/TextEditor'
import { ValidationEditor } from './editors/ValidationEditor'

/**
 * Where editors write (a widget's options or the formConfig) and what they need besides their
 * value. Keep it stable across edits: rows are memoised on it.
 */
export interface PropertyContext {
  /** prefix of the ids labels point at */
  idPrefix: string
  /** stores changed keys (one history step per burst of the same keys) */
  onPatch: (patch: Record<string, unknown>) => void
  /** class names defined in formConfig.cssCode, offered by customClass */
  classNames: readonly string[]
  /** widget names only: null when the name is free */
  checkName?: (name: string) => string | null
  /** option items: the default value is a list (checkbox, multiple select) */
  multipleChoice?: boolean
  /** option items: the default value when none is chosen */
  emptyDefault?: unknown
  /** widgets only: the form's data source names, offered by dsName */
  dataSourceNames?: readonly string[]
}

export const editorId = (context: PropertyContext, key: string) => `${context.idPrefix}-${key}`

const asItems = (value: unknown): OptionItem[] => (Array.isArray(value) ? (value as OptionItem[]) : [])

/** The other value an editor shows beside its own: validationHint with validation, defaultValue with option items. */
export function companionValue(spec: PropertyEditorSpec, values: Readonly<Record<string, unknown>>): unknown {
  if (spec.kind === 'validation') return values.validationHint
  if (spec.kind === 'optionItems') return values.defaultValue
  return undefined
}

export interface PropertyEditorProps {
  spec: PropertyEditorSpec
  value: unknown
  /** companionValue(spec, values) */
  companion: unknown
  context: PropertyContext
}

/** The editor component of one property spec. */
export function PropertyEditor({ spec, value, companion, context }: PropertyEditorProps) {
  const { t, label } = useSettingsText()
  const id = editorId(context, spec.key)
  const set = (next: unknown) => context.onPatch({ [spec.key]: next })
  const props = { id, spec, value, onChange: set }
  // a data source is picked from the form's list, not typed
  if (spec.key === 'dsName' && context.dataSourceNames) return <DataSourcePicker id={id} value={value} names={context.dataSourceNames} onChange={set} />

  switch (spec.kind) {
    case 'text':
      return <TextEditor {...props} />
    case 'textarea':
      return <TextareaEditor {...props} />
    case 'number':
      return <NumberEditor {...props} />
    case 'switch':
      return <SwitchEditor {...props} />
    case 'color':
      return <ColorEditor {...props} />
    case 'select':
    case 'radio':
      return <ChoiceEditor {...props} />
    case 'tags':
      return <TagsEditor id={id} value={value} onChange={set} />
    case 'customClass':
      return <TagsEditor id={id} value={value} onChange={set} suggestions={context.classNames} placeholder={t('customClassPlaceholder')} />
    case 'name':
      return <NameEditor key={String(value)} id={id} value={String(value ?? '')} check={context.checkName ?? (() => null)} onChange={set} />
    case 'validation':
      return <ValidationEditor id={id} validation={value} hint={companion} onChange={context.onPatch} />
    case 'optionItems':
      return (
        <OptionItemsEditor
          items={asItems(value)}
          defaultValue={companion}
          multiple={context.multipleChoice === true}
          emptyDefault={context.emptyDefault ?? null}
          onChange={(patch) => context.onPatch({ ...patch })}
        />
      )
    case 'json':
      return <JsonEditor id={id} title={label(spec.label)} value={value} shape={spec.jsonShape ?? 'any'} onChange={set} />
    case 'code': {
      const language = spec.language ?? 'javascript'
      const check = (text: string) => {
        const problem = language === 'javascript' ? checkScriptSyntax([], text) : null
        return problem === null ? null : t('syntaxError', { message: problem })
      }
      return <CodeButtonEditor id={id} title={label(spec.label)} language={language} value={value} check={check} onChange={set} />
    }
  }
}
