import { DownloadOutlined, EyeOutlined, PaperClipOutlined } from '@ant-design/icons'
import { Button, Flex, Space, Table, Tooltip, Typography, theme } from 'antd'
import type { Attachment, BizRecord } from '../../api'
import { formatDateTime, formatFileSize } from '../format'
import { AccessHint } from './AccessHint'
import { useAttachmentDownload } from './hooks/useAttachmentDownload'
import { previewKindOf } from './preview'

interface AttachmentTableProps {
  record: BizRecord
  onPreview: (attachment: Attachment) => void
}

/** The record's attachments: 预览 for PDFs and images (a 查看 grant too), 下载 for those who may. */
export function AttachmentTable({ record, onPreview }: AttachmentTableProps) {
  const { token } = theme.useToken()
  const { attachments, canDownload } = record
  const { downloading, download } = useAttachmentDownload()

  return (
    <Flex vertical gap={token.marginSM}>
      {!canDownload && attachments.length > 0 && <AccessHint record={record} reason="无下载权限：PDF 和图片可在线预览（带水印），不能下载。" />}
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
            // One line: a long name ends in an ellipsis and shows whole in its tooltip.
            ellipsis: true,
            render: (_, file) => (
              <Flex gap={6} align="center">
                <PaperClipOutlined />
                <Typography.Text ellipsis={{ tooltip: file.fileName }} style={{ minWidth: 0 }}>
                  {file.fileName}
                </Typography.Text>
              </Flex>
            ),
          },
          { key: 'fileSize', title: '大小', width: 110, render: (_, file) => <span style={{ whiteSpace: 'nowrap' }}>{formatFileSize(file.fileSize)}</span> },
          {
            key: 'createdAt',
            title: '上传时间',
            width: 170,
            render: (_, file) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(file.createdAt)}</span>,
          },
          {
            key: 'action',
            title: '操作',
            width: 170,
            render: (_, file) => (
              <Space size={0}>
                {previewKindOf(file.fileName) && (
                  <Button type="link" size="small" icon={<EyeOutlined />} aria-label={`预览 ${file.fileName}`} onClick={() => onPreview(file)}>
                    预览
                  </Button>
                )}
                <Tooltip title={canDownload ? undefined : '无下载权限'}>
                  <Button
                    type="link"
                    size="small"
                    icon={<DownloadOutlined />}
                    aria-label={`下载 ${file.fileName}`}
                    disabled={!canDownload}
                    loading={downloading === file.id}
                    onClick={() => void download(file)}
                  >
                    下载
                  </Button>
                </Tooltip>
              </Space>
            ),
          },
        ]}
      />
    </Flex>
  )
}
