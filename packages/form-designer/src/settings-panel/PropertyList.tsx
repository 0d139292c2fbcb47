import { isPropertyShown, type EventEditorSpec, type PropertyEditorSpec } from '@tandem/form-core'
import { Form } from 'antd'
import { memo } from 'react'
import { EventEditor } from './editors/EventEditor'
import { useSettingsText } from './hooks/useSettingsText'
import { PropertyEditor, companionValue, editorId, type PropertyContext, type PropertyEditorProps } from './PropertyEditor'

// Constants: a new labelCol object would change antd's form context and render every row again.
const LABEL_COL = { flex: '110px' }
// SPEC §9: event handler labels are 150px wide
const EVENT_LABEL_COL = { flex: '150px' }

export interface PropertyListProps {
  specs: readonly PropertyEditorSpec[]
  values: Readonly<Record<string, unknown>>
  context: PropertyContext
}

// A keystroke changes one value: only that row renders again.
const PropertyRow = memo(function PropertyRow(props: PropertyEditorProps) {
  const { label } = useSettingsText()
  return (
    <Form.Item label={label(props.spec.label)} htmlFor={editorId(props.context, props.spec.key)} style={{ marginBottom: 8 }}>
      <PropertyEditor {...props} />
    </Form.Item>
  )
})

/** Labelled editors of the specs that apply to the current values. */
export function PropertyList({ specs, values, context }: PropertyListProps) {
  return (
    <Form component="div" size="small" colon={false} labelAlign="left" labelWrap labelCol={LABEL_COL}>
      {specs
        .filter((spec) => isPropertyShown(spec, values))
        .map((spec) => (
          <PropertyRow key={spec.key} spec={spec} value={values[spec.key]} companion={companionValue(spec, values)} context={context} />
        ))}
    </Form>
  )
}

const EventRow = memo(function EventRow({ spec, value, context }: { spec: EventEditorSpec; value: unknown; context: PropertyContext }) {
  const id = editorId(context, spec.key)
  return (
    <Form.Item label={spec.key} htmlFor={id} style={{ marginBottom: 8 }}>
      <EventEditor id={id} spec={spec} value={value} onChange={(body) => context.onPatch({ [spec.key]: body })} />
    </Form.Item>
  )
})

/** Labelled handler editors. */
export function EventList({ specs, values, context }: { specs: readonly EventEditorSpec[]; values: Readonly<Record<string, unknown>>; context: PropertyContext }) {
  return (
    <Form component="div" size="small" colon={false} labelAlign="left" labelCol={EVENT_LABEL_COL}>
      {specs.map((spec) => (
        <EventRow key={spec.key} spec={spec} value={values[spec.key]} context={context} />
      ))}
    </Form>
  )
}
