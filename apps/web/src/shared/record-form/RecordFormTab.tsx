import { Alert, Button, Empty, Flex, Skeleton, Space, Typography, message, theme } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { failureText, recordFormQuery } from '../../api'
import { FormReadView } from './FormReadView'
import { printPath } from './printPath'
import { RecordFormEditor } from './RecordFormEditor'
import { savedText } from './savedText'

/**
 * 扩展信息: the form bound to the record's kind with the record's data. Editors edit the newest
 * version; saved data of an older version is shown with its own version until they choose to edit
 * it with the newest. Everyone else, and everyone on a sealed record, reads it (with the reason).
 */
export function RecordFormTab({ contractId }: { contractId: number }) {
  const { token } = theme.useToken()
  const query = useQuery(recordFormQuery(contractId))
  const [upgrade, setUpgrade] = useState(false)
  const [messageApi, messageHolder] = message.useMessage()

  if (query.isError) return <Alert type="error" showIcon title={failureText(query.error)} />
  if (!query.data) return <Skeleton active paragraph={{ rows: 6 }} />
  const form = query.data
  const current = form.current
  if (!form.bound || !current) return <Empty description="该类记录未绑定表单" />

  const saved = form.saved
  const olderVersion = saved !== null && saved.versionId !== current.versionId
  const editing = form.canEdit && (!olderVersion || upgrade)
  // What is shown is named: saved data with the form it was filled with (which may no longer be the bound one).
  const shownFormName = saved && !editing ? saved.formName : form.form?.name

  return (
    <Flex vertical gap={token.marginMD} data-testid="record-form">
      <Flex justify="space-between" align="center" wrap gap={token.marginXS}>
        <Space wrap>
          <Typography.Text strong>{shownFormName}</Typography.Text>
          <Typography.Text type="secondary">{saved ? savedText(saved) : '尚未填写'}</Typography.Text>
        </Space>
        <Link to={printPath({ contractId })} target="_blank">
          打印
        </Link>
      </Flex>
      {form.readOnlyReason && (
        <Alert type="warning" showIcon title={form.readOnlyReason} data-testid="read-only-reason" />
      )}
      {olderVersion && !editing && (
        <Alert
          type="info"
          showIcon
          title={
            saved.formId === form.form?.id
              ? `该数据按表单第 ${saved.version} 版填写，表单现为第 ${current.version} 版。`
              : `该数据按表单「${saved.formName}」第 ${saved.version} 版填写，现绑定的表单为「${form.form?.name}」第 ${current.version} 版。`
          }
          action={
            form.canEdit ? (
              <Button size="small" onClick={() => setUpgrade(true)}>
                按第 {current.version} 版编辑
              </Button>
            ) : undefined
          }
        />
      )}
      {editing ? (
        <RecordFormEditor
          key={`${current.versionId}-${saved?.revision ?? 0}`}
          contractId={contractId}
          form={{ ...form, current }}
          messageApi={messageApi}
        />
      ) : (
        <FormReadView json={saved?.json ?? current.json} data={saved?.data} />
      )}
      {messageHolder}
    </Flex>
  )
}
