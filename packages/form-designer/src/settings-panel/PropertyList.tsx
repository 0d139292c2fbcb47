import { isPropertyShown, type EventEditorSpec, type PropertyEditorSpec } from '@tandem/form-core'
import { Form, type FormProps } from 'antd'
import { createContext, memo, use, type ReactNode } from 'react'
import { EventEditor } from './editors/EventEditor'
import { useSettingsText } from './hooks/useSettingsText'
import { PropertyEditor, companionValue, editorId, type PropertyContext, type PropertyEditorProps } from './PropertyEditor'

/**
 * An antd Form that renders once. A new render of an antd Form gives all of its Form.Items a new
 * form context, so every row would render again on each keystroke; the rows below it take their
 * props from a context instead, and only the memoised row whose value changed renders again.
 */
function staticForm<P extends object>(formProps: FormProps, Rows: (props: P) => ReactNode) {
  const RowsContext = createContext<P | null>(null)
  const RowsFromContext = () => Rows(use(RowsContext)!)
  const StaticForm = memo(function StaticForm() {
    return (
      <Form {...formProps}>
        <RowsFromContext />
      </Form>
    )
  })
  return function FormWithRows(props: P) {
    return (
      <RowsContext value={props}>
        <StaticForm />
      </RowsContext>
    )
  }
}

export interface PropertyListProps {
  specs: readonly PropertyEditorSpec[]
  values: Readonly<Record<string, unknown>>
  context: PropertyContext
}

/** The values the rows' editors show; read below each row's Form.Item, so a keystroke leaves the items alone. */
const ValuesContext = createContext<Readonly<Record<string, unknown>>>({})

const MemoPropertyEditor = memo(PropertyEditor)

/** A row is its spec in its context; its value comes from ValuesContext. */
type RowProps = Pick<PropertyEditorProps, 'spec' | 'context'>

function RowEditor({ spec, context }: RowProps) {
  const values = use(ValuesContext)
  return <MemoPropertyEditor spec={spec} value={values[spec.key]} companion={companionValue(spec, values)} context={context} />
}

const PropertyRow = memo(function PropertyRow({ spec, context }: RowProps) {
  const { label } = useSettingsText()
  return (
    <Form.Item label={label(spec.label)} htmlFor={editorId(context, spec.key)} style={{ marginBottom: 8 }}>
      <RowEditor spec={spec} context={context} />
    </Form.Item>
  )
})

/** Labelled editors of the specs that apply to the current values. */
export const PropertyList = staticForm(
  { component: 'div', size: 'small', colon: false, labelAlign: 'left', labelWrap: true, labelCol: { flex: '110px' } },
  ({ specs, values, context }: PropertyListProps) => (
    <ValuesContext value={values}>
      {specs.filter((spec) => isPropertyShown(spec, values)).map((spec) => <PropertyRow key={spec.key} spec={spec} context={context} />)}
    </ValuesContext>
  ),
)

const EventRow = memo(function EventRow({ spec, value, context }: { spec: EventEditorSpec; value: unknown; context: PropertyContext }) {
  const id = editorId(context, spec.key)
  return (
    <Form.Item label={spec.key} htmlFor={id} style={{ marginBottom: 8 }}>
      <EventEditor id={id} spec={spec} value={value} onChange={(body) => context.onPatch({ [spec.key]: body })} />
    </Form.Item>
  )
})

/** Labelled handler editors (SPEC §9: their labels are 150px wide). */
export const EventList = staticForm(
  { component: 'div', size: 'small', colon: false, labelAlign: 'left', labelCol: { flex: '150px' } },
  ({ specs, values, context }: { specs: readonly EventEditorSpec[]; values: Readonly<Record<string, unknown>>; context: PropertyContext }) =>
    specs.map((spec) => <EventRow key={spec.key} spec={spec} value={values[spec.key]} context={context} />),
)
