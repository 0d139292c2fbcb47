import { Form, Input, Modal } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { copyForm, type FormSummary } from '../../api'

interface CopyFormDialogProps {
  source: FormSummary | null
  onClose: () => void
}

/** 复制: a new draft form from the source form's draft, under a new code and name. */
export function CopyFormDialog({ source, onClose }: CopyFormDialogProps) {
  const [form] = Form.useForm<{ code: string; name: string }>()
  const queryClient = useQueryClient()
  const copy = useMutation({
    mutationFn: (values: { code: string; name: string }) => copyForm(source!.id, values),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['forms'] })
      onClose()
    },
  })
  return (
    <Modal
      title={`复制表单：${source?.name ?? ''}`}
      open={source !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={copy.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={source ? { code: `${source.code}-copy`, name: `${source.name}（副本）` } : undefined}
        onFinish={(values) => copy.mutate(values)}
      >
        <Form.Item
          name="code"
          label="编码"
          rules={[
            { required: true, message: '请输入编码' },
            {
              pattern: /^[A-Za-z][\w-]{1,63}$/,
              message: '以字母开头，由字母、数字、下划线或连字符组成（2-64 位）',
            },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="name" label="名称" rules={[{ required: true, message: '请输入名称' }]}>
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
