import type { FormJson } from '@tandem/form-core'
import { FormDesigner, type FormDesignerApi } from '@tandem/form-designer'
import { Alert, message } from 'antd'
import { useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { LibraryDesigner } from '../form-list'
import { FormJsonButton } from './FormJsonButton'

const PAGE_STYLE = { height: 'calc(100vh - 160px)', minHeight: 640 }

/** A form of the library (/formDesigner?id=N): its draft, 保存 and 发布 through the form library. */
function LibraryFormDesigner({ formId }: { formId: number }) {
  const designer = useRef<FormDesignerApi>(null)
  return (
    <div style={PAGE_STYLE}>
      <LibraryDesigner formId={formId} designer={designer} tools={<FormJsonButton designer={designer} />} />
    </div>
  )
}

/** A new form outside the library: 保存 keeps it in the page's state. */
function ScratchFormDesigner() {
  const [messageApi, messageHolder] = message.useMessage()
  const [form, setForm] = useState<FormJson | undefined>(undefined)
  const designer = useRef<FormDesignerApi>(null)
  const save = (json: FormJson) => {
    setForm(json)
    void messageApi.success('表单已保存')
  }
  return (
    <div style={PAGE_STYLE}>
      <FormDesigner ref={designer} initialJson={form} onSave={save} autosaveKey="scratch-form" toolbarEnd={<FormJsonButton designer={designer} />} />
      {messageHolder}
    </div>
  )
}

/** 表单设计: the library form named by ?id=, else a scratch form. */
export function FormDesignerPage() {
  const [search] = useSearchParams()
  const id = search.get('id')
  if (id === null) return <ScratchFormDesigner />
  const formId = Number(id)
  if (!Number.isSafeInteger(formId) || formId <= 0) return <Alert type="error" showIcon title={`表单编号无效：${id}`} />
  return <LibraryFormDesigner key={formId} formId={formId} />
}
