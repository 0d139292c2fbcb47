import { Button, Result } from 'antd'
import { useNavigate } from 'react-router'
import { NOT_FOUND_TITLE } from '../../routes'

export default function NotFoundPage() {
  const navigate = useNavigate()
  return (
    <Result
      status="404"
      title="404"
      subTitle={NOT_FOUND_TITLE}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          返回首页
        </Button>
      }
    />
  )
}
