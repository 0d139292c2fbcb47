import { KeyOutlined } from '@ant-design/icons'
import { Alert, Button } from 'antd'
import { useNavigate } from 'react-router'
import type { BizRecord } from '../../api'
import { useMayApply } from './hooks/useMayApply'
import { applyPathFor } from './RecordActions'

interface AccessHintProps {
  /** What the user may not do. */
  reason: string
  /** The record, when the user sees it (then he may apply for it); absent on the 无法查看 page. */
  record?: Pick<BizRecord, 'id' | 'contractNo' | 'contractName' | 'department'>
}

/**
 * The way on from a refusal: users with 合同授权 apply (for this record, or on 合同授权 when they may
 * not see it, since one applies only for records one sees); everyone else is told whom to ask.
 */
export function AccessHint({ reason, record }: AccessHintProps) {
  const navigate = useNavigate()
  const mayApply = useMayApply()
  const whom = record ? `${record.department}的合同管理员或授权审批人` : '该记录所属部门的合同管理员或授权审批人'
  const description = mayApply
    ? record
      ? '可申请下载授权，审批通过后即可下载。'
      : `你只能为可见的记录申请授权：请联系${whom}，为你本人或你的部门授予查看权限。`
    : `如需权限，请联系${whom}为你本人或你的部门授权。`
  const action = mayApply ? (
    <Button size="small" icon={<KeyOutlined />} onClick={() => navigate(record ? applyPathFor(record) : '/authorize')}>
      {record ? '申请授权' : '前往合同授权'}
    </Button>
  ) : undefined
  return <Alert type="warning" showIcon title={reason} description={description} action={action} />
}
