import { useQuery } from '@tanstack/react-query'
import { myApplicationsQuery } from '../../api'
import { ApplicationStatusTag } from './ApplicationTags'
import { ApplicationSteps } from './ApplicationSteps'
import { ApplicationTable } from './ApplicationTable'
import { usePaging } from './hooks/usePaging'

/** The signed-in user's applications with their outcome; a row unfolds into its steps. */
export function MyApplications() {
  const paging = usePaging()
  const query = useQuery(myApplicationsQuery({ pageIndex: paging.pageIndex, pageSize: paging.pageSize }))
  return (
    <ApplicationTable
      query={query}
      paging={paging}
      after={[
        {
          key: 'status',
          title: '状态',
          width: 140,
          render: (_, application) => <ApplicationStatusTag application={application} />,
        },
      ]}
      expandable={{ expandedRowRender: (application) => <ApplicationSteps application={application} /> }}
      emptyText="还没有提交过申请"
    />
  )
}
