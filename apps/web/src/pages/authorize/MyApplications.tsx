import { Empty, Table } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { myApplicationsQuery, type Application } from '../../api'
import { failureText } from '../contract-list'
import { applicationColumns } from './applicationColumns'
import { ApplicationStatusTag } from './ApplicationTags'
import { ApplicationSteps } from './ApplicationSteps'
import { usePaging } from './hooks/usePaging'

/** The signed-in user's applications with their outcome; a row unfolds into its steps. */
export function MyApplications() {
  const paging = usePaging()
  const query = useQuery(myApplicationsQuery({ pageIndex: paging.pageIndex, pageSize: paging.pageSize }))
  return (
    <Table<Application>
      rowKey="id"
      size="middle"
      loading={query.isFetching}
      dataSource={query.data?.list ?? []}
      columns={[
        ...applicationColumns(),
        {
          key: 'status',
          title: '状态',
          width: 140,
          render: (_, application) => <ApplicationStatusTag application={application} />,
        },
      ]}
      expandable={{ expandedRowRender: (application) => <ApplicationSteps application={application} /> }}
      pagination={{ ...paging.pagination, total: query.data?.total ?? 0 }}
      scroll={{ x: 1100 }}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={query.isError ? failureText(query.error) : '还没有提交过申请'}
          />
        ),
      }}
    />
  )
}
