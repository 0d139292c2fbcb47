import type { WidgetOptions } from '../types.js'
import { LIFECYCLE_EVENTS } from './commonOptions.js'
import { defineWidget } from './defineWidget.js'
import type { PaletteGroup, WidgetDefinition } from './registryTypes.js'
import { createField } from './widgetFactory.js'

function staticWidget(
  type: string,
  group: PaletteGroup,
  icon: string,
  specific: Partial<WidgetOptions>,
  created: Partial<WidgetOptions> = {},
): WidgetDefinition {
  return defineWidget({
    type,
    category: 'field',
    formItem: false,
    group,
    icon,
    valueType: 'none',
    options: { name: '', columnWidth: '200px', hidden: false, ...specific, customClass: [], ...LIFECYCLE_EVENTS },
    create: (definition) => {
      const widget = createField(definition)
      Object.assign(widget.options, created)
      return widget
    },
  })
}

export const staticWidgets: readonly WidgetDefinition[] = [
  // VForm sizes the text only when fontSize is set (else the form's CSS decides); its designer
  // writes 13px on a new one, a JSON without the key has none.
  staticWidget(
    'static-text',
    'basic',
    'static-text',
    { textContent: 'static text', textAlign: 'left', fontSize: '', preWrap: false },
    { fontSize: '13px' },
  ),
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
