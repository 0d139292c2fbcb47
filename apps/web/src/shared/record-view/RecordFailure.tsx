import { Button, Card, Flex, Result, theme } from 'antd'
import { useNavigate } from 'react-router'
import { AccessHint } from './AccessHint'

interface RecordFailureProps {
  reason: string
  /** The server refused the record (403): say how access is obtained. */
  forbidden?: boolean
}

/** An unknown, forbidden or malformed id: the reason, how to obtain access, and the way back to the list. */
export function RecordFailure({ reason, forbidden = false }: RecordFailureProps) {
  const navigate = useNavigate()
  const { token } = theme.useToken()
  return (
    <Card>
      <Result
        status="warning"
        title="无法查看该记录"
        subTitle={reason}
        extra={
          <Flex vertical align="center" gap={token.marginMD}>
            {forbidden && <AccessHint reason="该记录不属于你的部门，你也没有有效的查看授权。" />}
            <Button type="primary" onClick={() => navigate('/contractList')}>
              返回合同查询
            </Button>
          </Flex>
        }
      />
    </Card>
  )
}
