import { message, Modal } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createElement, Fragment, type ReactElement } from 'react'
import { OPERATE_SEAL, OPERATE_UNSEAL, sealContracts, type ContractRow, type OperateType } from '../api'

type Target = Pick<ContractRow, 'id' | 'contractNo' | 'contractName'>

const WORDING: Record<OperateType, { title: string; effect: string; ok: string }> = {
  [OPERATE_SEAL]: {
    title: '确认封存该合同？',
    effect: '封存后合同的内容与附件只读，不能再修改，直至解封。',
    ok: '确认封存',
  },
  [OPERATE_UNSEAL]: {
    title: '确认解封该合同？',
    effect: '解封后合同恢复可编辑，本次操作将记入封存记录。',
    ok: '确认解封',
  },
}

/** Seal or unseal one contract after a confirmation; the lists refresh afterwards. */
export function useSealAction(): {
  confirm(target: Target, operateType: OperateType): void
  holder: ReactElement
} {
  const [modal, modalHolder] = Modal.useModal()
  const [messageApi, messageHolder] = message.useMessage()
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: ({ target, operateType }: { target: Target; operateType: OperateType }) =>
      sealContracts(operateType, [target.id]),
    onSuccess: async (result, { target }) => {
      void messageApi.success(`${result.operateTypeName}成功：${target.contractNo}`)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['contracts'] }),
        queryClient.invalidateQueries({ queryKey: ['sealing'] }),
      ])
    },
  })

  function confirm(target: Target, operateType: OperateType) {
    const wording = WORDING[operateType]
    void modal.confirm({
      title: wording.title,
      content: `${target.contractNo}《${target.contractName}》。${wording.effect}`,
      okText: wording.ok,
      cancelText: '取消',
      okButtonProps: { danger: operateType === OPERATE_SEAL },
      // A refused operation was toasted by the common handling; the dialog just closes.
      onOk: () => mutation.mutateAsync({ target, operateType }).catch(() => undefined),
    })
  }

  return { confirm, holder: createElement(Fragment, null, modalHolder, messageHolder) }
}
