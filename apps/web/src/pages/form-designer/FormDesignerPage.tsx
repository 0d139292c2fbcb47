import type { FormJson } from '@tandem/form-core'
import { FormDesigner, type FormDesignerApi } from '@tandem/form-designer'
import { message } from 'antd'
import { useRef, useState } from 'react'
import { FormJsonButton } from './FormJsonButton'

/** 表单设计: 保存 keeps the designed form in the page's state (the form library will store it). */
export function FormDesignerPage() {
  const [messageApi, messageHolder] = message.useMessage()
  const [form, setForm] = useState<FormJson | undefined>(undefined)
  const designer = useRef<FormDesignerApi>(null)
  const save = (json: FormJson) => {
    setForm(json)
    void messageApi.success('表单已保存')
  }
  return (
    <div style={{ height: 'calc(100vh - 160px)', minHeight: 640 }}>
      <FormDesigner ref={designer} initialJson={form} onSave={save} toolbarEnd={<FormJsonButton designer={designer} />} />
      {messageHolder}
    </div>
  )
}
