import { Card, Skeleton } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { bizRecordQuery, failureStatus, failureText, type BizType } from '../../api'
import { RecordDetails } from './RecordDetails'
import { RecordFailure } from './RecordFailure'
import { RECORD_LABELS } from './recordLabels'
import { recordIdOf } from './recordId'

/** One record of any bizType, the id taken from the query: the four record pages are this view. */
export function RecordView({ bizType }: { bizType: BizType }) {
  const [search] = useSearchParams()
  const id = recordIdOf(search)
  const labels = RECORD_LABELS[bizType]
  const query = useQuery({ ...bizRecordQuery(id ?? 0, bizType), enabled: id !== null })

  if (id === null) return <RecordFailure reason={`缺少或无效的${labels.kind}编号，请从合同查询中打开。`} />
  if (query.isError) return <RecordFailure reason={failureText(query.error)} forbidden={failureStatus(query.error) === 403} />
  if (!query.data) {
    return (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    )
  }
  return <RecordDetails record={query.data} labels={labels} />
}
