import { isPropertyShown, type EventEditorSpec, type PropertyEditorSpec } from '@tandem/form-core'
import { Form } from 'antd'
import { EventEditor } from './editors/EventEditor'
import { useSettingsText } from './hooks/useSettingsText'
import { PropertyEditor, editorId, type PropertyContext } from './PropertyEditor'

const LABEL_WIDTH = '110px'
// SPEC §9: event handler labels are 150px wide
const EVENT_LABEL_WIDTH = '150px'

/** Labelled editors of the specs that apply to the current values. */
export function PropertyList({ specs, context }: { specs: readonly PropertyEditorSpec[]; context: PropertyContext }) {
  const { label } = useSettingsText()
  return (
    <Form component="div" size="small" colon={false} labelAlign="left" labelWrap labelCol={{ flex: LABEL_WIDTH }}>
      {specs
        .filter((spec) => isPropertyShown(spec, context.values))
        .map((spec) => (
          <Form.Item key={spec.key} label={label(spec.label)} htmlFor={editorId(context, spec.key)} style={{ marginBottom: 8 }}>
            <PropertyEditor spec={spec} context={context} />
          </Form.Item>
        ))}
    </Form>
  )
}

/** Labelled handler editors. */
export function EventList({ specs, context }: { specs: readonly EventEditorSpec[]; context: PropertyContext }) {
  return (
    <Form component="div" size="small" colon={false} labelAlign="left" labelCol={{ flex: EVENT_LABEL_WIDTH }}>
      {specs.map((spec) => (
        <Form.Item key={spec.key} label={spec.key} htmlFor={editorId(context, spec.key)} style={{ marginBottom: 8 }}>
          <EventEditor id={editorId(context, spec.key)} spec={spec} value={context.values[spec.key]} onChange={(body) => context.onPatch({ [spec.key]: body })} />
        </Form.Item>
      ))}
    </Form>
  )
}
