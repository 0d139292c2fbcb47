import { Button, Flex, Table, theme } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { formListQuery, type FormFilters, type FormSummary } from '../../api'
import { PageCard } from '../../shared'
import { BindFormDialog } from './BindFormDialog'
import { CopyFormDialog } from './CopyFormDialog'
import { CreateFormDialog } from './CreateFormDialog'
import { FormActions, type FormActionHandlers } from './FormActions'
import { formColumns } from './formColumns'
import { FormFilterBar } from './FormFilterBar'
import { useFormActions } from './hooks/useFormActions'
import { VersionsDrawer } from './VersionsDrawer'

/** 表单管理: the form library with its versions and bindings. */
export function FormListPage() {
  const { token } = theme.useToken()
  const navigate = useNavigate()
  const [filters, setFilters] = useState<FormFilters>({})
  const query = useQuery(formListQuery(filters))
  const actions = useFormActions()
  const [creating, setCreating] = useState(false)
  const [copying, setCopying] = useState<FormSummary | null>(null)
  const [binding, setBinding] = useState<FormSummary | null>(null)
  const [versionsOf, setVersionsOf] = useState<FormSummary | null>(null)

  const handlers: FormActionHandlers = {
    onPublish: (form) => actions.publish.mutate(form),
    onEnable: (form, enabled) => actions.enable.mutate({ form, enabled }),
    onDelete: (form) => actions.remove.mutate(form),
    onCopy: setCopying,
    onBind: setBinding,
    onVersions: setVersionsOf,
  }

  return (
    <PageCard
      title="表单管理"
      extra={
        <Button type="primary" onClick={() => setCreating(true)}>
          新建
        </Button>
      }
    >
      <Flex vertical gap={token.marginMD}>
        <FormFilterBar filters={filters} categories={query.data?.categories ?? []} onChange={setFilters} />
        <Table<FormSummary>
          rowKey="id"
          size="middle"
          loading={query.isPending}
          dataSource={query.data?.list ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={[
            ...formColumns,
            {
              title: '操作',
              key: 'actions',
              render: (_, form) => <FormActions form={form} handlers={handlers} />,
            },
          ]}
        />
      </Flex>
      <CreateFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(form) => {
          setCreating(false)
          void navigate(`/formDesigner?id=${form.id}`)
        }}
      />
      <CopyFormDialog source={copying} onClose={() => setCopying(null)} />
      <BindFormDialog
        form={binding}
        onClose={() => setBinding(null)}
        onBind={(bizType, formId) =>
          actions.bind.mutate({ bizType, formId }, { onSuccess: () => setBinding(null) })
        }
      />
      <VersionsDrawer form={versionsOf} onClose={() => setVersionsOf(null)} />
      {actions.messageHolder}
    </PageCard>
  )
}
