import { UploadOutlined } from '@ant-design/icons'
import { Button, Upload } from 'antd'
import { useRef } from 'react'
import { ReadText, useEditorHandle, widgetText } from '../shared'
import type { FieldWidgetProps } from '../types'
import { UploadTip } from './UploadTip'
import { useUploadField } from './useUploadField'

/** VForm 'file-upload': a button, the uploaded files as download links with a delete icon. */
export function FileUploadWidget(props: FieldWidgetProps) {
  const upload = useUploadField(props, 'file')
  const root = useRef<HTMLDivElement>(null)
  useEditorHandle(props.editorRef, root)
  if (props.readMode && upload.fileList.length === 0) return <ReadText text="" t={props.t} />
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
      {!props.readMode && <UploadTip text={upload.options.uploadTip} />}
    </div>
  )
}
