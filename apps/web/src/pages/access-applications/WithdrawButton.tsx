import { RollbackOutlined } from '@ant-design/icons'
import { Button, Popconfirm } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { withdrawApplication, type Application } from '../../api'

interface WithdrawButtonProps {
  application: Application
  /** Told after the server accepted; the button itself goes with the pending row. */
  onWithdrawn: (application: Application) => void
}

/** 撤回 a pending application after a confirmation; both lists are read again. */
export function WithdrawButton({ application, onWithdrawn }: WithdrawButtonProps) {
  const queryClient = useQueryClient()
  const withdraw = useMutation({
    mutationFn: () => withdrawApplication(application.id),
    onSuccess: () => {
      onWithdrawn(application)
      return queryClient.invalidateQueries({ queryKey: ['authApply'] })
    },
  })
  return (
    <Popconfirm
      title="撤回申请"
      description={`撤回后审批人不再处理申请 ${application.applyNo}，确定撤回？`}
      okText="撤回"
      cancelText="取消"
      onConfirm={() => withdraw.mutateAsync().catch(() => undefined)}
    >
      <Button type="link" size="small" icon={<RollbackOutlined />} loading={withdraw.isPending}>
        撤回
      </Button>
    </Popconfirm>
  )
}
