import { useLocalText, type FormDesignerApi } from '@tandem/form-designer'
import { Button, Input, Modal } from 'antd'
import { useState, type RefObject } from 'react'
import { formJsonTexts } from './formJsonTexts'

/** 查看 JSON: the designed form as it would be saved, to copy until the form library stores forms. */
export function FormJsonButton({ designer }: { designer: RefObject<FormDesignerApi | null> }) {
  const texts = useLocalText(formJsonTexts)
  const [text, setText] = useState<string | null>(null)
  const show = () => {
    const json = designer.current?.getFormJson()
    if (json) setText(JSON.stringify(json, null, 2))
  }
  return (
    <>
      <Button onClick={show}>{texts.show}</Button>
      <Modal title={texts.title} open={text !== null} onCancel={() => setText(null)} footer={null} width={720} destroyOnHidden>
        <Input.TextArea aria-label={texts.title} value={text ?? ''} readOnly autoSize={{ minRows: 12, maxRows: 28 }} />
      </Modal>
    </>
  )
}
