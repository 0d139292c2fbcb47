import { Button, Card, Result } from 'antd'
import { useNavigate } from 'react-router'

/** An unknown, forbidden or malformed id: the reason, and the way back to the list. */
export function RecordFailure({ reason }: { reason: string }) {
  const navigate = useNavigate()
  return (
    <Card>
      <Result
        status="warning"
        title="无法查看该记录"
        subTitle={reason}
        extra={
          <Button type="primary" onClick={() => navigate('/contractList')}>
            返回合同查询
          </Button>
        }
      />
    </Card>
  )
}
