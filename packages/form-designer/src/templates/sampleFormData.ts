import { walkWidgets, type FormData, type Widget } from '@tandem/form-core'

// Filled-in values for a template's fields, as a careful author would type them; used by the tests
// that prove every template accepts a complete, correct entry.

/** Example values for the custom patterns the templates use. */
const PATTERN_SAMPLES: Record<string, string> = {
  '/^HT-\\d{4}-\\d{4,7}$/': 'HT-2026-0001',
  '/^[0-9A-Z]{18}$/': '91310000MA1FL00001',
  '/^\\d{8,30}$/': '6222020200012345678',
  '/^\\d{8,20}$/': '04412345',
  '/^DA-\\d{4}-\\d{3,6}$/': 'DA-2026-001',
  '/^LSH-\\d{4}-\\d{3,6}$/': 'LSH-2026-001',
  '/^ZB-\\d{4}-\\d{3,6}$/': 'ZB-2026-001',
  mobilePhone: '13800138000',
  email: 'legal@example.com',
}

function textSample(options: Widget['options']): string {
  const validation = typeof options.validation === 'string' ? options.validation : ''
  if (!validation) return `${String(options.label)}示例`
  const sample = PATTERN_SAMPLES[validation]
  if (sample === undefined) throw new Error(`no sample value for the validation ${validation}`)
  return sample
}

function fieldSample(widget: Widget): unknown {
  const { options } = widget
  const firstChoice = () => (options.optionItems as { value: unknown }[] | undefined)?.[0]?.value
  switch (widget.type) {
    case 'input':
      return textSample(options)
    case 'textarea':
      return `${String(options.label)}：按合同约定执行。`
    case 'number': {
      const min = typeof options.min === 'number' ? options.min : 0
      const max = typeof options.max === 'number' ? options.max : Number.MAX_SAFE_INTEGER
      return Math.min(Math.max(min, 1), max)
    }
    case 'radio':
    case 'select':
      return firstChoice()
    case 'checkbox':
      return [firstChoice()]
    case 'date':
      return '2026-03-01'
    case 'date-range':
      return ['2026-01-01', '2026-12-31']
    case 'switch':
      return true
    case 'file-upload':
    case 'picture-upload':
      return []
    default:
      throw new Error(`no sample value for the widget type ${widget.type}`)
  }
}

/** Data for every field of the form; each sub-form gets two rows. */
export function sampleFormData(widgetList: readonly Widget[]): FormData {
  const data: FormData = {}
  walkWidgets(widgetList, (widget) => {
    if (widget.type === 'sub-form') {
      const row = sampleFormData(widget.widgetList ?? [])
      data[widget.options.name] = [row, { ...row }]
      return false
    }
    if (widget.formItemFlag) data[widget.options.name] = fieldSample(widget)
    return true
  })
  return data
}
