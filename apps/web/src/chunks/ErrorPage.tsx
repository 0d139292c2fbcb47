import { Button, Flex, theme } from 'antd'
import { CloseCircleFilled } from '@ant-design/icons'
import { ApiError, failureText } from '../api'
import { ChunkLoadError } from './chunkLoadError'

interface ErrorPageProps {
  error: unknown
  onRetry: () => void
  /** Defaults depend on whether a chunk failed to load or something failed to render. */
  title?: string
}

/**
 * Shown instead of something that failed to load or render: the reason and a way to try again.
 * Built from light parts only, since it must work when page chunks cannot be fetched.
 */
export function ErrorPage({ error, onRetry, title }: ErrorPageProps) {
  const { token } = theme.useToken()
  const chunkFailed = error instanceof ChunkLoadError
  // A failed call reads as its Chinese outcome; anything else keeps its technical text for
  // support, folded away under 技术详情.
  const apiFailure = error instanceof ApiError ? failureText(error) : null
  const detail = apiFailure === null ? (error instanceof Error ? error.message : String(error)) : null
  return (
    <Flex
      vertical
      align="center"
      gap={token.marginMD}
      role="alert"
      style={{ padding: token.paddingXL, textAlign: 'center' }}
    >
      <CloseCircleFilled style={{ fontSize: token.fontSizeHeading1, color: token.colorError }} />
      <div style={{ fontSize: token.fontSizeHeading4, color: token.colorTextHeading }}>
        {title ?? (chunkFailed ? '页面资源加载失败' : '页面出错了')}
      </div>
      <div style={{ color: token.colorTextSecondary }}>
        {chunkFailed ? '请检查网络连接后重试。' : '请重试，问题持续存在时请联系管理员。'}
      </div>
      {apiFailure && <div style={{ color: token.colorText }}>{apiFailure}</div>}
      {detail && (
        <details style={{ maxWidth: '100%', color: token.colorTextSecondary }}>
          <summary style={{ cursor: 'pointer' }}>技术详情</summary>
          <pre
            style={{
              margin: 0,
              whiteSpace: 'pre-wrap',
              padding: token.paddingSM,
              background: token.colorFillTertiary,
              borderRadius: token.borderRadius,
              fontFamily: token.fontFamilyCode,
              textAlign: 'left',
            }}
          >
            {detail}
          </pre>
        </details>
      )}
      <Button type="primary" onClick={onRetry}>
        重试
      </Button>
    </Flex>
  )
}
