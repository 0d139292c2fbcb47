import { Button, Result } from 'antd'
import { useNavigate } from 'react-router'
import { NOT_FOUND_TITLE } from '../../route-meta'

export default function NotFoundPage() {
  const navigate = useNavigate()
  return (
    <Result
      status="404"
      title={NOT_FOUND_TITLE}
      subTitle="请检查地址是否正确，或返回首页。"
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          返回首页
        </Button>
      }
    />
  )
}
