import { DEFAULT_FORM_CONFIG, createWidget } from '@tandem/form-core'
import type { FormConfig, Widget } from '@tandem/form-core'

/**
 * Builds widgets with the registry's VForm defaults (form-core) but deterministic ids: a serial
 * number where the designer uses a random one, with the designer's naming (input10001,
 * grid-col-10002 / gridCol10002, ...), so the same generator call always yields the same JSON.
 */
export class WidgetFactory {
  #next = 10001

  #serial(): number {
    return this.#next++
  }

  #named(type: string, options: Record<string, unknown>): Widget {
    const widget = createWidget(type)
    const id = `${type.replaceAll('-', '')}${this.#serial()}`
    widget.id = id
    widget.options = { ...widget.options, name: id, ...options }
    return widget
  }

  field(type: string, label: string, options: Record<string, unknown> = {}): Widget {
    return this.#named(type, { label, ...options })
  }

  card(label: string, widgetList: Widget[]): Widget {
    return { ...this.#named('card', { label }), widgetList }
  }

  subForm(widgetList: Widget[]): Widget {
    return { ...this.#named('sub-form', {}), widgetList }
  }

  grid(cols: Widget[]): Widget {
    return { ...this.#named('grid', {}), cols }
  }

  gridCol(span: number, widgetList: Widget[]): Widget {
    const serial = this.#serial()
    const col = createWidget('grid-col')
    col.id = `grid-col-${serial}`
    col.options = { ...col.options, name: `gridCol${serial}`, span }
    return { ...col, widgetList }
  }
}

export function formConfig(overrides: Partial<FormConfig> = {}): FormConfig {
  return { ...structuredClone(DEFAULT_FORM_CONFIG), ...overrides } as FormConfig
}
