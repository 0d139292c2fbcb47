import { DownloadOutlined, LeftOutlined, RightOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons'
import { Alert, Button, Flex, Modal, Space, Spin, Typography, theme } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { userInfoQuery, type Attachment } from '../../../api'
import { type PreviewKind } from './previewKind'
import { usePreviewDocument } from './usePreviewDocument'
import { drawWatermark, watermarkText } from './watermark'

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3]
const DEFAULT_ZOOM = ZOOM_STEPS.indexOf(1)

interface AttachmentPreviewProps {
  attachment: Attachment
  kind: PreviewKind
  /** A download grant (or own department) downloads; otherwise the pages carry a watermark. */
  canDownload: boolean
  onDownload: () => void
  onClose: () => void
}

/** The record pages' viewer: PDF pages or an image, with paging and zoom, watermarked for view-only access. */
export function AttachmentPreview({ attachment, kind, canDownload, onDownload, onClose }: AttachmentPreviewProps) {
  const { token } = theme.useToken()
  const user = useQuery(userInfoQuery()).data
  const state = usePreviewDocument(attachment.id, kind)
  const [pageNumber, setPageNumber] = useState(1)
  const [zoom, setZoom] = useState(DEFAULT_ZOOM)
  const [rendering, setRendering] = useState(false)
  const host = useRef<HTMLDivElement>(null)
  // Fixed when the viewer opens: the mark says when this look began.
  const viewerName = user?.userName ?? user?.account ?? ''
  const watermark = useMemo(() => (canDownload ? null : watermarkText(viewerName, new Date())), [canDownload, viewerName])
  const pageCount = state.status === 'ready' ? state.document.pageCount : 0

  useEffect(() => {
    if (state.status !== 'ready') return
    let current = true
    const pixelRatio = window.devicePixelRatio || 1
    setRendering(true)
    state.document
      .renderPage(pageNumber, ZOOM_STEPS[zoom], pixelRatio)
      .then((canvas) => {
        if (!current) return
        if (watermark) drawWatermark(canvas, watermark, token.colorTextQuaternary, pixelRatio)
        canvas.setAttribute('role', 'img')
        canvas.setAttribute('aria-label', `${attachment.fileName} 第 ${pageNumber} 页`)
        host.current?.replaceChildren(canvas)
      })
      .catch(() => {
        if (current) host.current?.replaceChildren()
      })
      .finally(() => {
        if (current) setRendering(false)
      })
    return () => {
      current = false
    }
  }, [state, pageNumber, zoom, watermark, attachment.fileName, token.colorTextQuaternary])

  const toolbar = (
    <Flex justify="space-between" align="center" wrap gap={token.marginSM}>
      <Space>
        <Button icon={<LeftOutlined />} aria-label="上一页" disabled={pageNumber <= 1} onClick={() => setPageNumber((page) => page - 1)} />
        <Typography.Text aria-live="polite">{pageCount > 0 ? `第 ${pageNumber} / ${pageCount} 页` : '—'}</Typography.Text>
        <Button icon={<RightOutlined />} aria-label="下一页" disabled={pageNumber >= pageCount} onClick={() => setPageNumber((page) => page + 1)} />
      </Space>
      <Space>
        <Button icon={<ZoomOutOutlined />} aria-label="缩小" disabled={zoom === 0} onClick={() => setZoom((step) => step - 1)} />
        <Button onClick={() => setZoom(DEFAULT_ZOOM)} aria-label="恢复 100%">{`${Math.round(ZOOM_STEPS[zoom] * 100)}%`}</Button>
        <Button icon={<ZoomInOutlined />} aria-label="放大" disabled={zoom === ZOOM_STEPS.length - 1} onClick={() => setZoom((step) => step + 1)} />
      </Space>
      {canDownload && (
        <Button icon={<DownloadOutlined />} onClick={onDownload}>
          下载
        </Button>
      )}
    </Flex>
  )

  return (
    <Modal open title={`预览：${attachment.fileName}`} footer={null} width={Math.min(1000, window.innerWidth - 48)} onCancel={onClose} destroyOnHidden>
      <Flex vertical gap={token.marginSM}>
        {toolbar}
        {watermark && <Alert type="info" showIcon title={`仅可在线预览，不能下载；页面带有水印「${watermark}」。`} />}
        {state.status === 'failed' ? (
          <Alert type="error" showIcon title="无法预览该附件：文件无法打开或已损坏。" />
        ) : (
          <Spin spinning={state.status === 'loading' || rendering}>
            <div
              ref={host}
              // Scrolls when zoomed in: reachable by keyboard.
              tabIndex={0}
              role="region"
              aria-label="预览页面"
              style={{ minHeight: 240, maxHeight: '70vh', overflow: 'auto', background: token.colorFillTertiary, padding: token.padding, textAlign: 'center' }}
            />
          </Spin>
        )}
      </Flex>
    </Modal>
  )
}
