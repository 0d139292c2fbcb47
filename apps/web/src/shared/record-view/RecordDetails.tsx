import { Alert, Card, Flex, Skeleton, Space, Tabs, Tag, Typography, theme } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { recordFormQuery, type Attachment, type BizRecord } from '../../api'
import { formatDateTime } from '../format'
import { SealTag, StatusTag } from '../records'
import { RecordFormTab } from '../record-form'
import { AttachmentTable } from './AttachmentTable'
import { AttachmentUpload } from './AttachmentUpload'
import { useAttachmentDownload } from './hooks/useAttachmentDownload'
import { PartiesTable } from './PartiesTable'
import { AttachmentPreview, previewKindOf } from './preview'
import { RecordActions } from './RecordActions'
import { RecordFields } from './RecordFields'
import { RecordHistory } from './RecordHistory'
import type { RecordLabels } from './recordLabels'

interface RecordDetailsProps {
  record: BizRecord
  labels: RecordLabels
}

export function RecordDetails({ record, labels }: RecordDetailsProps) {
  const { token } = theme.useToken()
  // A kind without a bound form shows no 扩展信息 tab.
  const extended = useQuery(recordFormQuery(record.id))
  // Held here, so the viewer stays open whatever the lower part shows.
  const [previewed, setPreviewed] = useState<Attachment | null>(null)
  const previewKind = previewed ? previewKindOf(previewed.fileName) : null
  const { download } = useAttachmentDownload()
  const basicInfo = (
    <Flex gap={token.marginMD} wrap align="start">
      <Flex vertical gap={token.marginMD} style={{ flex: '2 1 560px', minWidth: 0 }}>
        <Card title="当事方" size="small">
          <PartiesTable parties={record.parties} />
        </Card>
        <Card
          title={`附件（${record.attachments.length}）`}
          size="small"
          // A sealed record is read-only; a grant (查看 or 下载) never allows adding.
          extra={!record.sealed && record.canAddAttachment ? <AttachmentUpload record={record} /> : undefined}
        >
          <AttachmentTable record={record} onPreview={setPreviewed} />
        </Card>
      </Flex>
      <Card title="流转记录" size="small" style={{ flex: '1 1 300px', minWidth: 0 }}>
        <RecordHistory history={record.history} />
      </Card>
    </Flex>
  )
  return (
    <Flex vertical gap={token.marginMD}>
      {previewed && previewKind && (
        <AttachmentPreview
          attachment={previewed}
          kind={previewKind}
          canDownload={record.canDownload}
          onDownload={() => void download(previewed)}
          onClose={() => setPreviewed(null)}
        />
      )}
      <Card
        title={
          <Space size={token.marginXS} wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {record.contractName}
            </Typography.Title>
            <Tag>{record.bizTypeName}</Tag>
            <StatusTag status={record.status} label={record.statusName} />
            <SealTag sealed={record.sealed} />
          </Space>
        }
        extra={
          <Space wrap>
            <Typography.Text type="secondary">{`${labels.number}：${record.contractNo}`}</Typography.Text>
            <RecordActions record={record} />
          </Space>
        }
      >
        {record.grantValidUntil && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: token.marginMD }}
            title={`你经授权查看该${labels.kind}，授权有效期至 ${formatDateTime(record.grantValidUntil)}${record.canDownload ? '' : '（仅查看，不能下载附件）'}。`}
          />
        )}
        {record.sealed && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: token.marginMD }}
            title={`该${labels.kind}已于 ${formatDateTime(record.sealedAt)} 封存${record.sealedBy ? `（操作人：${record.sealedBy.name}）` : ''}，内容与附件只读。`}
          />
        )}
        <RecordFields record={record} labels={labels} />
      </Card>
      {extended.isPending ? (
        // Until the form query answers it is not known whether the attachments sit in a tab; shown
        // before, they would move once it answers, and a click on them at that moment would be lost.
        <Card size="small" aria-busy="true">
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      ) : extended.data?.bound ? (
        <Card size="small">
          <Tabs
            items={[
              { key: 'basic', label: '基本信息', children: basicInfo },
              { key: 'extended', label: '扩展信息', children: <RecordFormTab contractId={record.id} /> },
            ]}
          />
        </Card>
      ) : (
        basicInfo
      )}
    </Flex>
  )
}
