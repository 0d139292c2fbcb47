import { Alert, Skeleton } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { failureText, recordFormQuery } from '../../api'
import { formatDateTime } from '../../shared'
import { FormReadView } from '../../shared/record-form'
import { PrintHeader } from './PrintHeader'

/**
 * A record's form data on paper: the record, the form in read mode, who saved it and when. The
 * heading names the form and version the data was filled with, which may no longer be the form
 * bound to the record's kind.
 */
export function RecordPrint({ contractId }: { contractId: number }) {
  const query = useQuery(recordFormQuery(contractId))
  if (query.isError) return <Alert type="error" showIcon title={failureText(query.error)} />
  if (!query.data) return <Skeleton active />
  const { record, form, current, saved } = query.data
  if (!form || !current) return <Alert type="info" showIcon title={`${record.bizTypeName}未绑定表单`} />
  return (
    <>
      <PrintHeader
        title={saved?.formName ?? form.name}
        items={[
          [`${record.bizTypeName}编号`, record.contractNo],
          [`${record.bizTypeName}名称`, record.contractName],
          ['所属部门', record.department],
          ['表单版本', `第 ${saved?.version ?? current.version} 版`],
          ['保存人', saved?.savedBy.name ?? '尚未填写'],
          ['保存时间', formatDateTime(saved?.savedAt)],
        ]}
      />
      <FormReadView json={saved?.json ?? current.json} data={saved?.data} printLayout />
    </>
  )
}
