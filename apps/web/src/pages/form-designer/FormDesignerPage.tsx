import type { FormJson } from '@tandem/form-core'
import { FormDesigner, useLocalText, type FormDesignerApi } from '@tandem/form-designer'
import { Alert, message } from 'antd'
import { useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { usePageBreadcrumb } from '../../shared'
import { LibraryDesigner } from '../../shared/library-designer'
import { breadcrumbTexts } from './breadcrumbTexts'
import { FormJsonButton } from './FormJsonButton'

// the layout gives this workspace page the window below the header; the designer fills it
const PAGE_STYLE = { flex: 1, minHeight: 0 }

/** A form of the library (/formDesigner?id=N): its draft, 保存 and 发布 through the form library. */
function LibraryFormDesigner({ formId }: { formId: number }) {
  const designer = useRef<FormDesignerApi>(null)
  return (
    <div style={PAGE_STYLE}>
      <LibraryDesigner formId={formId} designer={designer} lead={usePageBreadcrumb(useLocalText(breadcrumbTexts))} tools={<FormJsonButton designer={designer} />} />
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
      <FormDesigner ref={designer} initialJson={form} onSave={save} autosaveKey="scratch-form" toolbarLead={usePageBreadcrumb(useLocalText(breadcrumbTexts))} toolbarEnd={<FormJsonButton designer={designer} />} />
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
