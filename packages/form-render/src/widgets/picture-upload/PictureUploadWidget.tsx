import { PlusOutlined } from '@ant-design/icons'
import { Upload, type UploadFile } from 'antd'
import { useRef, useState } from 'react'
import { uploadedNames, UploadTip, useUploadField } from '../file-upload'
import { useEditorHandle, withReadView } from '../shared'
import type { FieldWidgetProps } from '../types'
import { PicturePreview, type PreviewTarget } from './PicturePreview'

/** VForm 'picture-upload': picture cards with preview and remove, a "+" card while below the limit (`reading`: the cards only). */
function PictureUploadCards(props: FieldWidgetProps & { reading: boolean }) {
  const upload = useUploadField(props, 'picture', props.reading)
  const root = useRef<HTMLDivElement>(null)
  const [preview, setPreview] = useState<PreviewTarget | null>(null)
  const [previewOpen, setPreviewOpen] = useState(false)
  useEditorHandle(props.editorRef, root)
  const openPreview = (file: UploadFile) => {
    const url = file.url ?? file.thumbUrl
    if (!url) return
    setPreview({ name: file.name, url })
    setPreviewOpen(true)
  }
  return (
    <div className="tandem-picture-upload" ref={root}>
      {upload.messageHolder}
      <Upload {...upload.uploadProps} listType="picture-card" accept="image/*" onPreview={openPreview}>
        {upload.canUpload && (
          <button type="button" aria-label={props.t('uploadPicture')} disabled={props.disabled} style={{ border: 0, background: 'none', cursor: 'inherit' }}>
            <PlusOutlined />
          </button>
        )}
      </Upload>
      {!props.reading && <UploadTip text={upload.options.uploadTip} />}
      <PicturePreview target={preview} open={previewOpen} onClose={() => setPreviewOpen(false)} />
    </div>
  )
}

function PictureUploadEditor(props: FieldWidgetProps) {
  return <PictureUploadCards {...props} reading={false} />
}

// Read mode shows the same cards, previewing, without the "+" card and the remove buttons.
export const PictureUploadWidget = withReadView(PictureUploadEditor, {
  text: uploadedNames,
  View: (props) => <PictureUploadCards {...props} reading />,
})
