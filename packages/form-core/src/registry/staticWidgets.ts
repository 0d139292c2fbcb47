import type { WidgetOptions } from '../types.js'
import { LIFECYCLE_EVENTS } from './commonOptions.js'
import { defineWidget } from './defineWidget.js'
import type { PaletteGroup, WidgetDefinition } from './registryTypes.js'
import { createField } from './widgetFactory.js'

function staticWidget(type: string, group: PaletteGroup, icon: string, specific: Partial<WidgetOptions>): WidgetDefinition {
  return defineWidget({
    type,
    category: 'field',
    formItem: false,
    group,
    icon,
    valueType: 'none',
    options: { name: '', columnWidth: '200px', hidden: false, ...specific, customClass: [], ...LIFECYCLE_EVENTS },
    create: createField,
  })
}

export const staticWidgets: readonly WidgetDefinition[] = [
  staticWidget('static-text', 'basic', 'static-text', {
    textContent: 'static text',
    textAlign: 'left',
    fontSize: '13px',
    preWrap: false,
  }),
  staticWidget('html-text', 'basic', 'html-text', { htmlContent: '<b>html text</b>' }),
  staticWidget('button', 'basic', 'button', {
    label: '',
    size: '',
    displayStyle: 'block',
    disabled: false,
    type: '',
    plain: false,
    round: false,
    circle: false,
    icon: null,
    onClick: '',
  }),
  staticWidget('divider', 'basic', 'divider', { label: '', direction: 'horizontal', contentPosition: 'center' }),
  staticWidget('alert', 'custom', 'alert', {
    title: 'Good things are coming...',
    type: 'info',
    description: '',
    closable: true,
    closeText: '',
    center: true,
    showIcon: false,
    effect: 'light',
    onClose: '',
  }),
  staticWidget('slot', 'basic', 'slot', { label: '' }),
]
