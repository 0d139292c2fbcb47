import { getPropertyEditors, getWidgetDefinition, structureEditorsOf, type SchemaStore, type Widget } from '@tandem/form-core'
import { Empty, type CollapseProps } from 'antd'
import { useMemo, type ReactNode } from 'react'
import { useStoreSelector, useStoreWidget, useWidgetSelector } from '../hooks'
import { logicTexts, WidgetLogicSection } from '../logic-editors'
import { useLocalText } from '../locale'
import { cssClassNames } from './code/cssClassNames'
import { useFormConfig } from './hooks/useFormConfig'
import { useSettingsText } from './hooks/useSettingsText'
import { useStoreDispatch } from './hooks/useStoreDispatch'
import type { PropertyContext } from './PropertyEditor'
import { EventList, PropertyList } from './PropertyList'
import { SettingsSections } from './SettingsSections'
import { GridColsEditor, type StructureEditorProps } from './structure/GridColsEditor'
import { TabPanesEditor } from './structure/TabPanesEditor'

export interface WidgetSettingsPanelProps {
  store: SchemaStore
  selectedId: string | null
}

const SUB_FORM_TYPES = new Set(['sub-form', 'grid-sub-form'])
const STRUCTURE_EDITORS = { gridCols: GridColsEditor, tabPanes: TabPanesEditor }

/** 组件设置: every option and event of the selected widget, grouped 常见属性 / 高级属性 / 事件属性. */
export function WidgetSettingsPanel({ store, selectedId }: WidgetSettingsPanelProps) {
  const { t } = useSettingsText()
  if (selectedId === null) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noSelection')} />
  return <WidgetSettings key={selectedId} store={store} id={selectedId} />
}

function WidgetSettings({ store, id }: { store: SchemaStore; id: string }) {
  const { t } = useSettingsText()
  const type = useWidgetSelector(store, id, (widget) => widget?.type)
  if (type === undefined) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noSelection')} />
  return <WidgetSections store={store} id={id} type={type} />
}

/** Renders its list with the widget's options: a keystroke renders it, not the sections around it. */
function WithOptions({ store, id, children }: { store: SchemaStore; id: string; children: (options: Widget['options']) => ReactNode }) {
  const options = useWidgetSelector(store, id, (widget) => widget?.options)
  return options ? children(options) : null
}

function StructureEditor({ store, id, kind, dispatch }: { store: SchemaStore; id: string; kind: keyof typeof STRUCTURE_EDITORS; dispatch: StructureEditorProps['dispatch'] }) {
  const widget = useStoreWidget(store, id)
  const Editor = STRUCTURE_EDITORS[kind]
  return widget ? <Editor store={store} widget={widget} dispatch={dispatch} /> : null
}

/**
 * The groups of the selected widget's settings. It reads only what shapes the groups (type, whether
 * the widget is multiple-choice or in a sub-form), so editing a property leaves the groups alone.
 */
function WidgetSections({ store, id, type }: { store: SchemaStore; id: string; type: string }) {
  const { t } = useSettingsText()
  const logicText = useLocalText(logicTexts)
  const { error, dispatch } = useStoreDispatch(store)
  const { cssCode, dataSources } = useFormConfig(store)
  const classNames = useMemo(() => cssClassNames(cssCode), [cssCode])
  const dataSourceNames = useMemo(() => dataSources.map((ds) => ds.uniqueName), [dataSources])
  const inSubForm = useStoreSelector(store, (current) => current.getAncestorIds(id).some((ancestorId) => SUB_FORM_TYPES.has(current.getWidget(ancestorId)?.type ?? '')))
  const editors = useMemo(() => getPropertyEditors(type, { inSubForm }), [type, inSubForm])

  const multipleChoice = useWidgetSelector(store, id, (widget) => type === 'checkbox' || widget?.options.multiple === true)
  const context = useMemo<PropertyContext>(
    () => ({
      idPrefix: id,
      onPatch: (patch) => dispatch({ type: 'patchOptions', id, patch }, `${id}.${Object.keys(patch).join(',')}`),
      classNames,
      checkName: (name) => store.checkName(id, name),
      multipleChoice,
      emptyDefault: getWidgetDefinition(type)?.defaultOptions.defaultValue ?? null,
      dataSourceNames,
    }),
    [id, dispatch, classNames, store, multipleChoice, type, dataSourceNames],
  )

  const items: NonNullable<CollapseProps['items']> = []
  for (const kind of structureEditorsOf(type)) {
    items.push({ key: kind, label: t(kind), children: <StructureEditor store={store} id={id} kind={kind} dispatch={dispatch} /> })
  }
  if (editors.common.length > 0) items.push({ key: 'common', label: t('groupCommon'), children: <WithOptions store={store} id={id}>{(values) => <PropertyList specs={editors.common} values={values} context={context} />}</WithOptions> })
  if (editors.advanced.length > 0) items.push({ key: 'advanced', label: t('groupAdvanced'), children: <WithOptions store={store} id={id}>{(values) => <PropertyList specs={editors.advanced} values={values} context={context} />}</WithOptions> })
  if (editors.common.length > 0) items.push({ key: 'logic', label: logicText.widgetLogic, children: <WidgetLogicSection store={store} id={id} dispatch={dispatch} /> })
  if (editors.event.length > 0) items.push({ key: 'event', label: t('groupEvent'), children: <WithOptions store={store} id={id}>{(values) => <EventList specs={editors.event} values={values} context={context} />}</WithOptions> })

  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('unknownType', { type })} />
  return <SettingsSections error={error} items={items} />
}
