import { getPropertyEditors, getWidgetDefinition, structureEditorsOf, type SchemaStore, type Widget } from '@tandem/form-core'
import { Empty, type CollapseProps } from 'antd'
import { useMemo } from 'react'
import { useStoreWidget } from '../hooks'
import { cssClassNames } from './code/cssClassNames'
import { useFormConfig } from './hooks/useFormConfig'
import { useSettingsText } from './hooks/useSettingsText'
import { useStoreDispatch } from './hooks/useStoreDispatch'
import type { PropertyContext } from './PropertyEditor'
import { EventList, PropertyList } from './PropertyList'
import { SettingsSections } from './SettingsSections'
import { GridColsEditor } from './structure/GridColsEditor'
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
  const widget = useStoreWidget(store, id)
  if (!widget) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noSelection')} />
  return <WidgetSections store={store} widget={widget} />
}

function WidgetSections({ store, widget }: { store: SchemaStore; widget: Widget }) {
  const { t } = useSettingsText()
  const { error, dispatch } = useStoreDispatch(store)
  const { cssCode, dataSources } = useFormConfig(store)
  const classNames = useMemo(() => cssClassNames(cssCode), [cssCode])
  const dataSourceNames = useMemo(() => dataSources.map((ds) => ds.uniqueName), [dataSources])
  const id = widget.id
  const inSubForm = store.getAncestorIds(id).some((ancestorId) => SUB_FORM_TYPES.has(store.getWidget(ancestorId)?.type ?? ''))
  const editors = useMemo(() => getPropertyEditors(widget.type, { inSubForm }), [widget.type, inSubForm])

  const multipleChoice = widget.type === 'checkbox' || widget.options.multiple === true
  const context = useMemo<PropertyContext>(
    () => ({
      idPrefix: id,
      onPatch: (patch) => dispatch({ type: 'patchOptions', id, patch }, `${id}.${Object.keys(patch).join(',')}`),
      classNames,
      checkName: (name) => store.checkName(id, name),
      multipleChoice,
      emptyDefault: getWidgetDefinition(widget.type)?.defaultOptions.defaultValue ?? null,
      dataSourceNames,
    }),
    [id, dispatch, classNames, store, multipleChoice, widget.type, dataSourceNames],
  )
  const values = widget.options

  const items: NonNullable<CollapseProps['items']> = []
  for (const kind of structureEditorsOf(widget.type)) {
    const Editor = STRUCTURE_EDITORS[kind]
    items.push({ key: kind, label: t(kind), children: <Editor store={store} widget={widget} dispatch={dispatch} /> })
  }
  if (editors.common.length > 0) items.push({ key: 'common', label: t('groupCommon'), children: <PropertyList specs={editors.common} values={values} context={context} /> })
  if (editors.advanced.length > 0) items.push({ key: 'advanced', label: t('groupAdvanced'), children: <PropertyList specs={editors.advanced} values={values} context={context} /> })
  if (editors.event.length > 0) items.push({ key: 'event', label: t('groupEvent'), children: <EventList specs={editors.event} values={values} context={context} /> })

  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('unknownType', { type: widget.type })} />
  return <SettingsSections error={error} items={items} />
}
