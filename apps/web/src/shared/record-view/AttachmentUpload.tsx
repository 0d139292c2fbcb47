import { UploadOutlined } from '@ant-design/icons'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button, message, Upload } from 'antd'
import { addAttachment, bizRecordQuery, uploadFile, type BizRecord } from '../../api'

/**
 * 上传附件: the file goes to File/Upload, is then linked to the record, and the record is read
 * again. Failures get the common handling (the server's msg as a toast).
 */
export function AttachmentUpload({ record }: { record: BizRecord }) {
  const queryClient = useQueryClient()
  const [messageApi, messageHolder] = message.useMessage()
  const upload = useMutation({
    mutationFn: async (file: File) => addAttachment(record.id, (await uploadFile(file)).id),
    onSuccess: async (attachment) => {
      void messageApi.success(`已上传附件：${attachment.fileName}`)
      await queryClient.invalidateQueries({ queryKey: bizRecordQuery(record.id, record.bizType).queryKey })
    },
  })
  return (
    <>
      {messageHolder}
      <Upload
        showUploadList={false}
        disabled={upload.isPending}
        customRequest={({ file, onSuccess, onError }) =>
          upload.mutate(file as File, { onSuccess: (attachment) => onSuccess?.(attachment), onError: (error) => onError?.(error) })
        }
      >
        <Button size="small" icon={<UploadOutlined />} loading={upload.isPending}>
          上传附件
        </Button>
      </Upload>
    </>
  )
}
