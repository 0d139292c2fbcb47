import { Form, Input, Modal } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { decideApplication, type Application, type Decision } from '../../api'

export interface PendingDecision {
  application: Application
  decision: Decision
}

interface DecisionDialogProps {
  pending: PendingDecision | null
  onClose(): void
  onDecided(application: Application): void
}

/** Approve or reject with a comment (required to reject). */
export function DecisionDialog({ pending, onClose, onDecided }: DecisionDialogProps) {
  const [form] = Form.useForm<{ comment: string }>()
  const queryClient = useQueryClient()
  const decide = useMutation({
    mutationFn: ({ application, decision, comment }: PendingDecision & { comment: string }) =>
      decideApplication(application.id, decision, comment),
    onSuccess: async (application) => {
      await queryClient.invalidateQueries({ queryKey: ['authApply'] })
      // A grant widens what lists and records show.
      await queryClient.invalidateQueries({ queryKey: ['contracts'] })
      onDecided(application)
    },
  })
  const rejecting = pending?.decision === 'rejected'

  return (
    <Modal
      open={pending !== null}
      title={pending ? `${rejecting ? '驳回' : '通过'}申请 ${pending.application.applyNo}` : ''}
      okText={rejecting ? '确认驳回' : '确认通过'}
      okButtonProps={{ danger: rejecting, loading: decide.isPending }}
      cancelText="取消"
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={({ comment }) => pending && decide.mutate({ ...pending, comment: comment?.trim() ?? '' })}
      >
        <Form.Item
          name="comment"
          label="审批意见"
          rules={[{ required: rejecting, whitespace: true, message: '驳回时必须填写审批意见' }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={500}
            showCount
            placeholder={rejecting ? '说明驳回原因' : '可选'}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
