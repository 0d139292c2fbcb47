import { Alert, Card, Flex, Skeleton, Space, Typography } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { failureText, formVersionQuery } from '../../api'
import { formatDateTime } from '../../shared'
import { FormReadView, printPath } from '../../shared/record-form'
import { ScriptList } from './ScriptList'

/** One published version, read-only, with the scripts it would run in users' browsers. */
export function VersionView({ formId, version }: { formId: number; version: number }) {
  const query = useQuery(formVersionQuery(formId, version))
  if (query.isError) return <Alert type="error" showIcon title={failureText(query.error)} />
  if (!query.data) return <Skeleton active />
  const detail = query.data
  return (
    <Flex vertical gap={12}>
      <Space wrap>
        <Typography.Text strong>{`第 ${detail.version} 版`}</Typography.Text>
        <Typography.Text type="secondary">{`${detail.publishedBy.name} 于 ${formatDateTime(detail.publishedAt)} 发布`}</Typography.Text>
        <Link to={printPath({ formId, version })} target="_blank">
          打印
        </Link>
      </Space>
      <Card size="small" title="表单（只读）">
        <FormReadView json={detail.json} />
      </Card>
      <Card size="small" title={`脚本（${detail.scripts.length}）`}>
        <ScriptList scripts={detail.scripts} />
      </Card>
    </Flex>
  )
}
