import { DeleteOutlined } from '@ant-design/icons'
import { Button, Modal } from 'antd'
import { useDesignerModel, useStoreSelector } from '../hooks'
import { useLocalText } from '../locale'
import { clearForm } from './clearForm'
import { clearTexts } from './messages'

/** 清空 with a confirmation; disabled while the canvas is empty. */
export function ClearButton() {
  const model = useDesignerModel()
  const text = useLocalText(clearTexts)
  const empty = useStoreSelector(model.store, (store) => store.getJson().widgetList.length === 0)
  const [modal, modalHolder] = Modal.useModal()
  const confirm = () =>
    void modal.confirm({
      title: text.confirmTitle,
      content: text.confirmContent,
      okText: text.ok,
      okButtonProps: { danger: true },
      cancelText: text.cancel,
      onOk: () => clearForm(model.store),
    })
  return (
    <>
      <Button type="text" icon={<DeleteOutlined />} disabled={empty} onClick={confirm}>
        {text.clear}
      </Button>
      {modalHolder}
    </>
  )
}
