import { Flex, Form, Input, message, Modal, Tag, Typography } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type ReactElement } from 'react'
import {
  OPERATE_SEAL,
  OPERATE_UNSEAL,
  SEAL_ARCHIVE_LOCATION_MAX,
  SEAL_REASON_MAX,
  sealContracts,
  type ContractRow,
  type OperateType,
  type SealQuery,
} from '../api'

type Target = Pick<ContractRow, 'id' | 'contractNo' | 'contractName'>

const WORDING: Record<OperateType, { verb: string; effect: string; example: string }> = {
  [OPERATE_SEAL]: { verb: '封存', effect: '封存后合同的内容与附件只读，不能再修改，直至解封。', example: '例如：合同履行完毕，纸质原件归档' },
  [OPERATE_UNSEAL]: { verb: '解封', effect: '解封后合同恢复可编辑，本次操作将记入封存记录。', example: '例如：需补充签署附件' },
}

/** Numbers named in the dialog before the rest is counted. */
const NAMED_MAX = 10

interface Pending {
  /** Each opening gets a fresh form: nothing typed for one operation carries over to the next. */
  opening: number
  targets: Target[]
  operateType: OperateType
  onDone?: () => void
}

/**
 * Seal or unseal one contract or a batch, all or nothing, after a dialog that names them and asks
 * for the reason (required) and the archive location (optional); the lists refresh afterwards.
 */
export function useSealAction(): {
  confirm(targets: Target[], operateType: OperateType, onDone?: () => void): void
  holder: ReactElement
} {
  const [pending, setPending] = useState<Pending | null>(null)
  const opened = useRef(0)
  const [form] = Form.useForm<{ reason: string; archiveLocation?: string }>()
  const [messageApi, messageHolder] = message.useMessage()
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: ({ targets, operateType, note }: Pending & { note: SealQuery }) =>
      sealContracts(operateType, targets.map((target) => target.id), note),
    onSuccess: async (result, { targets, onDone }) => {
      const named = targets.length === 1 ? targets[0].contractNo : `${targets.length} 条记录`
      void messageApi.success(`${result.operateTypeName}成功：${named}`)
      onDone?.()
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['contracts'] }),
        queryClient.invalidateQueries({ queryKey: ['sealing'] }),
      ])
    },
  })

  function confirm(targets: Target[], operateType: OperateType, onDone?: () => void) {
    opened.current += 1
    setPending({ opening: opened.current, targets, operateType, onDone })
  }

  async function submit() {
    if (!pending) return
    const values = await form.validateFields()
    const note: SealQuery = { reason: values.reason.trim() }
    if (values.archiveLocation?.trim()) note.archiveLocation = values.archiveLocation.trim()
    try {
      await mutation.mutateAsync({ ...pending, note })
    } catch {
      // A refused operation was toasted by the common handling; nothing changed.
    }
    setPending(null)
  }

  const wording = pending ? WORDING[pending.operateType] : WORDING[OPERATE_SEAL]
  const single = pending?.targets.length === 1 ? pending.targets[0] : null
  const holder = (
    <>
      {messageHolder}
      <Modal
        open={pending !== null}
        title={single ? `确认${wording.verb}该合同？` : `确认${wording.verb}选中的 ${pending?.targets.length ?? 0} 条记录？`}
        okText={`确认${wording.verb}`}
        cancelText="取消"
        okButtonProps={{ danger: pending?.operateType === OPERATE_SEAL }}
        confirmLoading={mutation.isPending}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setPending(null)}
        destroyOnHidden
      >
        <Flex vertical gap={12}>
          {single ? (
            <Typography.Paragraph style={{ margin: 0 }}>{`${single.contractNo}《${single.contractName}》。${wording.effect}`}</Typography.Paragraph>
          ) : (
            <>
              <Flex wrap gap={4}>
                {pending?.targets.slice(0, NAMED_MAX).map((target) => <Tag key={target.id}>{target.contractNo}</Tag>)}
                {(pending?.targets.length ?? 0) > NAMED_MAX && <Tag>{`等 ${pending?.targets.length} 条`}</Tag>}
              </Flex>
              <Typography.Paragraph style={{ margin: 0 }}>{`${wording.effect}全部成功或全部不变。`}</Typography.Paragraph>
            </>
          )}
          <Form key={pending?.opening} form={form} layout="vertical" preserve={false}>
            <Form.Item
              name="reason"
              label={`${wording.verb}原因`}
              rules={[
                { required: true, whitespace: true, message: `请填写${wording.verb}原因` },
                { max: SEAL_REASON_MAX, message: `${wording.verb}原因不能超过 ${SEAL_REASON_MAX} 个字符` },
              ]}
            >
              <Input.TextArea rows={3} showCount maxLength={SEAL_REASON_MAX} placeholder={wording.example} />
            </Form.Item>
            <Form.Item
              name="archiveLocation"
              label="档案位置"
              rules={[{ max: SEAL_ARCHIVE_LOCATION_MAX, message: `档案位置不能超过 ${SEAL_ARCHIVE_LOCATION_MAX} 个字符` }]}
            >
              <Input maxLength={SEAL_ARCHIVE_LOCATION_MAX} placeholder="选填，例如：档案室 A-03 柜" />
            </Form.Item>
          </Form>
        </Flex>
      </Modal>
    </>
  )
  return { confirm, holder }
}
