import { formEventEditors, formSettingsEditors, type SchemaStore } from '@tandem/form-core'
import { useMemo } from 'react'
import { DataSourceSettings, dataSourceTexts } from '../data-sources'
import { useLocalText } from '../locale'
import { FormRulesSection, logicTexts } from '../logic-editors'
import { cssClassNames } from './code/cssClassNames'
import { useFormConfig } from './hooks/useFormConfig'
import { useSettingsText } from './hooks/useSettingsText'
import { useStoreDispatch } from './hooks/useStoreDispatch'
import type { PropertyContext } from './PropertyEditor'
import { EventList, PropertyList } from './PropertyList'
import { SettingsSections } from './SettingsSections'

export interface FormSettingsPanelProps {
  store: SchemaStore
}

const common = formSettingsEditors.filter((spec) => spec.group === 'common')
const advanced = formSettingsEditors.filter((spec) => spec.group === 'advanced')

/** 表单设置: the formConfig keys and the form events. */
export function FormSettingsPanel({ store }: FormSettingsPanelProps) {
  const { t } = useSettingsText()
  const dataSourceText = useLocalText(dataSourceTexts)
  const logicText = useLocalText(logicTexts)
  const formConfig = useFormConfig(store)
  const { error, dispatch } = useStoreDispatch(store)
  const classNames = useMemo(() => cssClassNames(formConfig.cssCode), [formConfig.cssCode])

  const context = useMemo<PropertyContext>(
    () => ({
      idPrefix: 'form-config',
      onPatch: (patch) => dispatch({ type: 'patchFormConfig', patch }, `formConfig.${Object.keys(patch).join(',')}`),
      classNames,
    }),
    [dispatch, classNames],
  )

  return (
    <SettingsSections
      error={error}
      items={[
        { key: 'common', label: t('groupCommon'), children: <PropertyList specs={common} values={formConfig} context={context} /> },
        { key: 'advanced', label: t('groupAdvanced'), children: <PropertyList specs={advanced} values={formConfig} context={context} /> },
        { key: 'event', label: t('formEvents'), children: <EventList specs={formEventEditors} values={formConfig} context={context} /> },
        { key: 'logic', label: logicText.formRules, children: <FormRulesSection store={store} dispatch={dispatch} /> },
        { key: 'dataSources', label: dataSourceText.section, children: <DataSourceSettings store={store} /> },
      ]}
    />
  )
}
