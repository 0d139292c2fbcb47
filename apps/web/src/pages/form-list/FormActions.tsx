import { Button, Popconfirm, Space } from 'antd'
import { useNavigate } from 'react-router'
import type { FormSummary } from '../../api'

export interface FormActionHandlers {
  onPublish: (form: FormSummary) => void
  onEnable: (form: FormSummary, enabled: boolean) => void
  onDelete: (form: FormSummary) => void
  onCopy: (form: FormSummary) => void
  onBind: (form: FormSummary) => void
  onVersions: (form: FormSummary) => void
}

/** The operations on one form row. */
export function FormActions({ form, handlers }: { form: FormSummary; handlers: FormActionHandlers }) {
  const navigate = useNavigate()
  const link = { type: 'link', size: 'small' } as const
  return (
    <Space size={0} wrap>
      <Button {...link} onClick={() => void navigate(`/formDesigner?id=${form.id}`)}>
        设计
      </Button>
      <Button {...link} onClick={() => handlers.onCopy(form)}>
        复制
      </Button>
      <Popconfirm
        title={`发布「${form.name}」的当前草稿为新版本？`}
        onConfirm={() => handlers.onPublish(form)}
      >
        <Button {...link}>发布</Button>
      </Popconfirm>
      {form.status === 'disabled' ? (
        <Button {...link} onClick={() => handlers.onEnable(form, true)}>
          启用
        </Button>
      ) : (
        <Button
          {...link}
          disabled={form.latestVersion === null}
          onClick={() => handlers.onEnable(form, false)}
        >
          停用
        </Button>
      )}
      <Button {...link} disabled={form.status !== 'published'} onClick={() => handlers.onBind(form)}>
        绑定
      </Button>
      <Button {...link} disabled={form.latestVersion === null} onClick={() => handlers.onVersions(form)}>
        版本
      </Button>
      {form.latestVersion === null && (
        <Popconfirm title={`删除表单「${form.name}」？`} onConfirm={() => handlers.onDelete(form)}>
          <Button {...link} danger>
            删除
          </Button>
        </Popconfirm>
      )}
    </Space>
  )
}
