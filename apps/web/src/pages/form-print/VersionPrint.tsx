import { Alert, Skeleton } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { failureText, formVersionQuery } from '../../api'
import { formatDateTime } from '../../shared'
import { FormReadView } from '../../shared/record-form'
import { PrintHeader } from './PrintHeader'

/** A published version of a form on paper, empty, with who published it and when. */
export function VersionPrint({ formId, version }: { formId: number; version: number }) {
  const query = useQuery(formVersionQuery(formId, version))
  if (query.isError) return <Alert type="error" showIcon title={failureText(query.error)} />
  if (!query.data) return <Skeleton active />
  const detail = query.data
  return (
    <>
      <PrintHeader
        title={detail.formName}
        items={[
          ['版本', `第 ${detail.version} 版`],
          ['发布人', detail.publishedBy.name],
          ['发布时间', formatDateTime(detail.publishedAt)],
        ]}
      />
      <FormReadView json={detail.json} printLayout />
    </>
  )
}
