import { DownloadOutlined } from '@ant-design/icons'
import { Button, message, Space, theme } from 'antd'
import { useState } from 'react'
import { exportContractList, type ContractListFilters, type ExportProgress } from '../../api'
import { formatFileSize } from '../format'
import { saveBlob } from '../saveBlob'

/** What the button says while the file arrives: how many rows, how much of it so far. */
export function progressText({ rows, bytes }: ExportProgress): string {
  return `正在导出 ${rows.toLocaleString('zh-CN')} 条，已接收 ${formatFileSize(bytes)}`
}

/**
 * 导出: the list's current query (filters and sort, what the table shows) as an .xlsx built by the
 * server, with the rows and bytes received shown while it streams in. A refusal (over 100,000 rows,
 * a bad filter) is toasted by the common handling.
 */
export function ExportButton({ filters }: { filters: ContractListFilters }) {
  const [progress, setProgress] = useState<ExportProgress | null>(null)
  const [running, setRunning] = useState(false)
  const [messageApi, messageHolder] = message.useMessage()
  const { token } = theme.useToken()

  async function run() {
    setRunning(true)
    try {
      const file = await exportContractList(filters, setProgress)
      saveBlob(file.blob, file.fileName)
      void messageApi.success(`已导出 ${file.rows.toLocaleString('zh-CN')} 条记录`)
    } catch {
      // The common handling has told the user already.
    } finally {
      setRunning(false)
      setProgress(null)
    }
  }

  return (
    <Space size={8}>
      {messageHolder}
      {progress && (
        <span role="status" aria-live="polite" style={{ color: token.colorTextSecondary }}>
          {progressText(progress)}
        </span>
      )}
      <Button icon={<DownloadOutlined />} loading={running} onClick={() => void run()}>
        导出
      </Button>
    </Space>
  )
}
