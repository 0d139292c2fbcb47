import { endpoints } from '@tandem/api-contract/endpoints'
import { DEFAULT_FORM_CONFIG, createWidget, type FormJson, type Widget } from '@tandem/form-core'

/** The server's upload endpoint (signed-in users only). */
const UPLOAD_URL = endpoints.files.upload.path

function uploadField(type: 'file-upload' | 'picture-upload', name: string, options: Record<string, unknown>): Widget {
  const widget = createWidget(type)
  return { ...widget, id: name, options: { ...widget.options, name, uploadURL: UPLOAD_URL, ...options } }
}

/** A file-upload and a picture-upload posting to the platform's file endpoint. */
export function uploadForm(): FormJson {
  return {
    formConfig: { ...DEFAULT_FORM_CONFIG },
    widgetList: [
      uploadField('file-upload', 'contractFiles', { label: '合同附件', fileTypes: ['pdf', 'doc', 'docx', 'xls', 'xlsx'], limit: 3, uploadTip: '支持 PDF、Word、Excel，单个不超过 5 MB' }),
      uploadField('picture-upload', 'contractPhotos', { label: '现场照片', fileTypes: ['png', 'jpeg', 'jpg'], limit: 2 }),
    ],
  }
}
