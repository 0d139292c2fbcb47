import { useFormJson } from '../hooks'
import { WidgetList } from './WidgetRenderer'

/** The root list (in large forms each top-level widget is a deferred section, see WidgetList). */
export function FormBody() {
  const { widgetList } = useFormJson()
  return <WidgetList owner={null} widgets={widgetList} />
}
