import { ArrowLeftOutlined, KeyOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons'
import { Button, Space } from 'antd'
import { useLocation, useNavigate } from 'react-router'
import { OPERATE_SEAL, OPERATE_UNSEAL, type BizRecord } from '../../api'
import { returnPathFor } from '../records'
import { useSealAction } from '../useSealAction'
import { useMayApply } from './hooks/useMayApply'

/** Where 申请授权 opens the application form with this record chosen. */
export function applyPathFor(record: Pick<BizRecord, 'id' | 'contractNo' | 'contractName'>): string {
  const search = new URLSearchParams({ contractId: String(record.id), contractNo: record.contractNo, contractName: record.contractName })
  return `/authorize?${search.toString()}`
}

/** 返回 (to the list as it was left), 封存/解封 for those who may, 申请授权 when downloading is not allowed. */
export function RecordActions({ record }: { record: BizRecord }) {
  const navigate = useNavigate()
  const location = useLocation()
  const seal = useSealAction()
  const mayApply = useMayApply()
  // Back to the list that opened the record, filters included; opened directly, 合同查询.
  const back = () => navigate(returnPathFor(location) ?? '/contractList')
  return (
    <Space wrap>
      {seal.holder}
      <Button icon={<ArrowLeftOutlined />} onClick={back}>
        返回
      </Button>
      {record.canSeal &&
        (record.sealed ? (
          <Button icon={<UnlockOutlined />} onClick={() => seal.confirm([record], OPERATE_UNSEAL)}>
            解封
          </Button>
        ) : (
          <Button danger icon={<LockOutlined />} onClick={() => seal.confirm([record], OPERATE_SEAL)}>
            封存
          </Button>
        ))}
      {mayApply && !record.canDownload && (
        <Button icon={<KeyOutlined />} onClick={() => navigate(applyPathFor(record))}>
          申请授权
        </Button>
      )}
    </Space>
  )
}
