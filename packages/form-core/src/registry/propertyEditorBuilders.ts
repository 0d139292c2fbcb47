import type {
  LocalizedText,
  PropertyChoice,
  PropertyEditorKind,
  PropertyEditorSpec,
  PropertyValue,
} from './propertyEditorTypes.js'

// Short builders so the editor tables read as one line per option.

type Extra = Partial<Omit<PropertyEditorSpec, 'key' | 'kind' | 'label'>>

export const localized = (zh: string, en: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en })

/** A builder of specs of one editor kind, in the common group unless `extra` says otherwise. */
export function editor(kind: PropertyEditorKind) {
  return (key: string, zh: string, en: string, extra: Extra = {}): PropertyEditorSpec => ({
    key,
    kind,
    group: 'common',
    label: localized(zh, en),
    ...extra,
  })
}

export const text = editor('text')
export const textarea = editor('textarea')
export const number = editor('number')
export const toggle = editor('switch')
export const color = editor('color')
export const select = editor('select')
export const radio = editor('radio')
export const tags = editor('tags')
export const json = editor('json')
export const code = editor('code')

export const ADVANCED = { group: 'advanced' } as const

/** Choices from [value, 中文, English] triples. */
export function choices(...entries: readonly (readonly [PropertyValue, string, string])[]): readonly PropertyChoice[] {
  return entries.map(([value, zh, en]) => ({ value, label: localized(zh, en) }))
}

/** Shown only while option `key` is true. */
export const whenOn = (key: string) => ({ when: { key, oneOf: [true] } })

export const ALIGN_CHOICES = choices(['left', '居左', 'Left'], ['center', '居中', 'Centre'], ['right', '居右', 'Right'])

export const LABEL_ALIGN_CHOICES = choices(
  ['label-left-align', '居左', 'Left'],
  ['label-center-align', '居中', 'Centre'],
  ['label-right-align', '居右', 'Right'],
)

export const SIZE_CHOICES = choices(['', '默认', 'Default'], ['large', '大', 'Large'], ['default', '中', 'Medium'], ['small', '小', 'Small'])
