import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons'
import { Button, Space, Table, Tooltip } from 'antd'
import { useState } from 'react'
import { downloadAttachment, type Attachment } from '../../api'
import { formatDateTime, formatFileSize } from '../contract-list'

interface AttachmentTableProps {
  attachments: Attachment[]
  canDownload: boolean
}

function saveAs(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const anchor = Object.assign(document.createElement('a'), { href: url, download: fileName })
  anchor.click()
  URL.revokeObjectURL(url)
}

export function AttachmentTable({ attachments, canDownload }: AttachmentTableProps) {
  const [downloading, setDownloading] = useState<number | null>(null)

  async function download(attachment: Attachment) {
    setDownloading(attachment.id)
    try {
      saveAs(await downloadAttachment(attachment.id), attachment.fileName)
    } catch {
      // The common handling has told the user already.
    } finally {
      setDownloading(null)
    }
  }

  return (
    <Table<Attachment>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={attachments}
      locale={{ emptyText: '暂无附件' }}
      columns={[
        {
          key: 'fileName',
          title: '文件名',
          render: (_, file) => (
            <Space size={6}>
              <PaperClipOutlined />
              {file.fileName}
            </Space>
          ),
        },
        { key: 'fileSize', title: '大小', width: 110, render: (_, file) => formatFileSize(file.fileSize) },
        {
          key: 'createdAt',
          title: '上传时间',
          width: 170,
          render: (_, file) => formatDateTime(file.createdAt),
        },
        {
          key: 'action',
          title: '操作',
          width: 100,
          render: (_, file) => (
            <Tooltip title={canDownload ? undefined : '无下载权限，可申请下载授权'}>
              <Button
                type="link"
                size="small"
                icon={<DownloadOutlined />}
                disabled={!canDownload}
                loading={downloading === file.id}
                onClick={() => void download(file)}
              >
                下载
              </Button>
            </Tooltip>
          ),
        },
      ]}
    />
  )
}
