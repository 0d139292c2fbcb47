import { Flex, Spin } from 'antd'

interface PageLoadingProps {
  tip?: string
  fullScreen?: boolean
}

export function PageLoading({ tip = '加载中…', fullScreen = false }: PageLoadingProps) {
  return (
    <Flex vertical align="center" justify="center" gap="middle" style={{ minHeight: fullScreen ? '100vh' : 240 }}>
      <Spin size="large" />
      <span>{tip}</span>
    </Flex>
  )
}
