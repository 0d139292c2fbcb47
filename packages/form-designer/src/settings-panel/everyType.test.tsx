import { createSchemaStore, createWidget, getPropertyEditors, isPropertyShown, listWidgetDefinitions, walkWidgets } from '@tandem/form-core'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { WidgetSettingsPanel } from './index'

// One widget of every palette type; grids, tables and tabs bring their internal children.
const widgetList = listWidgetDefinitions()
  .filter((definition) => !definition.internal)
  .map((definition) => createWidget(definition.type))
const store = createSchemaStore({ formConfig: {}, widgetList })

const idOfType = (type: string): string => {
  let found: string | undefined
  walkWidgets(store.getJson().widgetList, (widget) => {
    if (found === undefined && widget.type === type) found = widget.id
  })
  if (found === undefined) throw new Error(`no ${type} in the sample form`)
  return found
}

describe('WidgetSettingsPanel over every registered type', { timeout: 60000 }, () => {
  it.each(listWidgetDefinitions().map((definition) => definition.type))('%s: one labelled editor per applicable option and event', (type) => {
    const id = idOfType(type)
    const { container } = render(<WidgetSettingsPanel store={store} selectedId={id} />)
    const editors = getPropertyEditors(type)
    const options = store.getWidget(id)!.options
    const shown = [...editors.common, ...editors.advanced].filter((spec) => isPropertyShown(spec, options))
    const labels = [...container.querySelectorAll('.ant-form-item-label label')].map((label) => label.getAttribute('for'))
    expect(labels).toEqual([...shown, ...editors.event].map((spec) => `${id}-${spec.key}`))
  })
})
