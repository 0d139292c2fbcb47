import { UploadOutlined } from '@ant-design/icons'
import { Button, Upload } from 'antd'
import { useRef } from 'react'
import { useEditorHandle, widgetText, withReadView } from '../shared'
import type { FieldWidgetProps } from '../types'
import { uploadedNames } from './uploadedFiles'
import { UploadTip } from './UploadTip'
import { useUploadField } from './useUploadField'

/** VForm 'file-upload': a button, the uploaded files as download links with a delete icon (`reading`: the list only). */
function FileUploadList(props: FieldWidgetProps & { reading: boolean }) {
  const upload = useUploadField(props, 'file', props.reading)
  const root = useRef<HTMLDivElement>(null)
  useEditorHandle(props.editorRef, root)
  const label = widgetText(props.t, 'selectFile')
  return (
    <div className="tandem-file-upload" ref={root}>
      {upload.messageHolder}
      <Upload {...upload.uploadProps} listType="text">
        {upload.canUpload && (
          <Button icon={<UploadOutlined />} size={props.size} disabled={props.disabled}>
            {label}
          </Button>
        )}
      </Upload>
      {!props.reading && <UploadTip text={upload.options.uploadTip} />}
    </div>
  )
}

function FileUploadEditor(props: FieldWidgetProps) {
  return <FileUploadList {...props} reading={false} />
}

// Read mode shows the same list, without the button, the tip and the delete icons.
export const FileUploadWidget = withReadView(FileUploadEditor, {
  text: uploadedNames,
  View: (props) => <FileUploadList {...props} reading />,
})
