import { Descriptions, Modal, Select } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { bindingsQuery, type BizType, type FormSummary } from '../../api'
import { bizTypeNames } from '@tandem/api-contract/vocabulary'

interface BindFormDialogProps {
  form: FormSummary | null
  onBind: (bizType: BizType, formId: number | null) => void
  onClose: () => void
}

/** 绑定: binds the form to a record kind (replacing that kind's form), or unbinds a kind it holds. */
export function BindFormDialog({ form, onBind, onClose }: BindFormDialogProps) {
  const [bizType, setBizType] = useState<BizType | undefined>(undefined)
  const bindings = useQuery({ ...bindingsQuery(), enabled: form !== null })
  const current = bindings.data?.find((binding) => binding.bizType === bizType)
  const boundHere = current?.form?.id === form?.id
  return (
    <Modal
      title={`绑定表单：${form?.name ?? ''}`}
      open={form !== null}
      onCancel={onClose}
      okText={boundHere ? '解除绑定' : '绑定'}
      okButtonProps={{ disabled: bizType === undefined, danger: boundHere }}
      onOk={() => bizType !== undefined && form && onBind(bizType, boundHere ? null : form.id)}
      destroyOnHidden
    >
      <Select
        aria-label="记录类型"
        placeholder="选择记录类型"
        style={{ width: '100%', marginBottom: 16 }}
        value={bizType}
        onChange={setBizType}
        options={Object.entries(bizTypeNames).map(([value, label]) => ({
          value: Number(value) as BizType,
          label,
        }))}
      />
      <Descriptions
        size="small"
        column={1}
        bordered
        items={(bindings.data ?? []).map((binding) => ({
          key: binding.bizType,
          label: binding.bizTypeName,
          children: binding.form ? `${binding.form.name}（${binding.form.code}）` : '未绑定',
        }))}
      />
    </Modal>
  )
}
