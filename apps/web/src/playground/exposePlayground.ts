import type { FormData } from '@tandem/form-core'
import type { FormRenderApi } from '@tandem/form-render'
import { flushSync } from 'react-dom'

/** What the benchmark harness and the e2e specs drive. Every promise resolves after the next paint. */
export interface FormPlaygroundHandle {
  setFormJson(json: unknown): Promise<void>
  setFormData(data: FormData): Promise<void>
  getFormData(validate?: boolean): Promise<unknown>
}

declare global {
  interface Window {
    __formPlayground?: FormPlaygroundHandle
  }
}

const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))

export function exposePlayground(api: () => FormRenderApi | null): () => void {
  const call = <T>(fn: (form: FormRenderApi) => T): T => {
    const form = api()
    if (!form) throw new Error('the form is not mounted')
    let result: T | undefined
    flushSync(() => {
      result = fn(form)
    })
    return result as T
  }
  window.__formPlayground = {
    async setFormJson(json) {
      call((form) => form.setFormJson(json))
      await afterPaint()
    },
    async setFormData(data) {
      call((form) => form.setFormData(data))
      await afterPaint()
    },
    async getFormData(validate = false) {
      const data = await call((form) => (validate ? form.getFormData(true) : form.getFormData(false)))
      await afterPaint()
      return data
    },
  }
  return () => {
    delete window.__formPlayground
  }
}
