import type { FormData } from '@tandem/form-core'
import { FormRender, type FormRenderApi } from '@tandem/form-render'
import { useLayoutEffect, useRef } from 'react'
import type { StoredFormJson } from '../../api'

interface FormReadViewProps {
  json: StoredFormJson
  data?: FormData
  className?: string
  /** laid out for paper: every sub-form row and section mounted (FormRender's printLayout) */
  printLayout?: boolean
}

/** A form shown in read mode with its data (扩展信息 for readers, print view, version view). */
export function FormReadView({ json, data, className, printLayout }: FormReadViewProps) {
  const form = useRef<FormRenderApi>(null)
  useLayoutEffect(() => {
    form.current?.setReadMode(true)
  }, [json])
  return <FormRender ref={form} formJson={json} formData={data} className={className} printLayout={printLayout} />
}
