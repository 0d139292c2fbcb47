import type { Modal, message } from 'antd'
import type { ScriptDialogs } from './runtime'

type MessageApi = ReturnType<typeof message.useMessage>[0]
type ModalApi = ReturnType<typeof Modal.useModal>[0]

/** Scripts' $message, $confirm and $alert drawn with antd's message and Modal (the form's holders). */
export function antdScriptDialogs(messages: MessageApi, modal: ModalApi): ScriptDialogs {
  return {
    toast: (type, text, durationMs) => void messages.open({ type, content: text, duration: durationMs === undefined ? undefined : durationMs / 1000 }),
    box: (box) =>
      new Promise<boolean>((resolve) => {
        const open = box.kind === 'confirm' ? modal.confirm : modal[box.type ?? 'info']
        open({
          title: box.title || undefined,
          content: box.message,
          okText: box.okText,
          cancelText: box.cancelText,
          // Element's alert box has a close button; closing it is not OK
          closable: box.kind === 'alert',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        })
      }),
  }
}
