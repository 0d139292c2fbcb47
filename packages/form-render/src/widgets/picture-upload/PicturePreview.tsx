import { Modal } from 'antd'

/** Preview dialog width (SPEC §9). */
export const PREVIEW_WIDTH = '60%'

export interface PreviewTarget {
  name: string
  url: string
}

interface PicturePreviewProps {
  target: PreviewTarget | null
  open: boolean
  onClose(): void
}

/** The full picture in a dialog; its content is destroyed on close (button, click outside, Escape). */
export function PicturePreview({ target, open, onClose }: PicturePreviewProps) {
  return (
    <Modal
      open={open}
      title={target?.name}
      width={PREVIEW_WIDTH}
      footer={null}
      destroyOnHidden
      keyboard
      mask={{ closable: true }}
      onCancel={onClose}
      className="tandem-picture-preview"
    >
      {target && <img src={target.url} alt={target.name} style={{ display: 'block', maxWidth: '100%', margin: '0 auto' }} />}
    </Modal>
  )
}
