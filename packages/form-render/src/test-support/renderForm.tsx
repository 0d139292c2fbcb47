import { act, render, type RenderResult } from '@testing-library/react'
import { createRef } from 'react'
import { FormRender } from '../FormRender'
import type { FormRenderApi, FormRenderProps } from '../types'
import type { Widget } from '@tandem/form-core'

export interface RenderedForm extends RenderResult {
  api: FormRenderApi
  /** runs `fn` inside act() and lets effects and microtasks settle */
  run<T>(fn: (api: FormRenderApi) => T): Promise<T>
  field(name: string): HTMLElement | null
  fields(name: string): HTMLElement[]
}

/** Renders <FormRender> with a ref and returns the API plus query helpers. */
export function renderForm(formJson: unknown, props: Omit<FormRenderProps, 'formJson' | 'ref'> = {}): RenderedForm {
  const ref = createRef<FormRenderApi>()
  const result = render(<FormRender formJson={formJson} ref={ref} {...props} />)
  const api = ref.current as FormRenderApi
  return {
    ...result,
    api,
    async run(fn) {
      let value: unknown
      await act(async () => {
        value = fn(api)
        if (value instanceof Promise) value = await value.catch((error: unknown) => error)
      })
      return value as never
    },
    field: (name) => result.container.querySelector<HTMLElement>(`[data-widget-name="${name}"]`),
    fields: (name) => [...result.container.querySelectorAll<HTMLElement>(`[data-widget-name="${name}"]`)],
  }
}

// ----- form JSON builders (the shape VForm's designer writes) -----

export function field(type: string, name: string, options: Record<string, unknown> = {}): Widget {
  return { id: name, type, formItemFlag: true, options: { name, label: name, ...options } }
}

export function staticWidget(type: string, name: string, options: Record<string, unknown> = {}): Widget {
  return { id: name, type, formItemFlag: false, options: { name, ...options } }
}

export function container(type: string, name: string, widgetList: Widget[], options: Record<string, unknown> = {}): Widget {
  return { id: name, type, category: 'container', options: { name, ...options }, widgetList }
}

export function grid(name: string, cols: Widget[], options: Record<string, unknown> = {}): Widget {
  return { id: name, type: 'grid', category: 'container', options: { name, ...options }, cols }
}

export function form(widgetList: Widget[], formConfig: Record<string, unknown> = {}): { widgetList: Widget[]; formConfig: Record<string, unknown> } {
  return { widgetList, formConfig }
}

/** Lets timers, effects and portals (modals, messages) settle inside act(). */
export async function settle(ms = 50): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms))
  })
}
