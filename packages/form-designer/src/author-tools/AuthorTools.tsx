import { CodeOutlined, DownloadOutlined, EyeOutlined, UploadOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useState } from 'react'
import { ClearButton } from '../clear'
import { ExportCodeDialog } from '../code-export'
import { DeviceSwitch } from '../device'
import { ExportJsonDialog, ImportJsonDialog } from '../json-io'
import { useLocalText } from '../locale'
import { OutlineDrawer } from '../outline'
import { PreviewDialog } from '../preview'
import { authorToolTexts } from './messages'

/** Toolbar tools beside undo and redo: the device switch and the widget tree. */
export function AuthorToolsStart() {
  return (
    <>
      <DeviceSwitch />
      <OutlineDrawer />
    </>
  )
}

type OpenDialog = 'preview' | 'importJson' | 'exportJson' | 'exportCode' | null

export interface AuthorToolsEndProps {
  /** data source variables the preview hands to the form */
  globalDsv?: Record<string, unknown>
}

/** Toolbar tools before 保存: 清空, 预览, 导入JSON, 导出JSON, 导出代码; a dialog is mounted only while open. */
export function AuthorToolsEnd({ globalDsv }: AuthorToolsEndProps) {
  const text = useLocalText(authorToolTexts)
  const [open, setOpen] = useState<OpenDialog>(null)
  const close = () => setOpen(null)
  return (
    <>
      <ClearButton />
      <Button type="text" icon={<EyeOutlined />} onClick={() => setOpen('preview')}>
        {text.preview}
      </Button>
      <Button type="text" icon={<UploadOutlined />} onClick={() => setOpen('importJson')}>
        {text.importJson}
      </Button>
      <Button type="text" icon={<DownloadOutlined />} onClick={() => setOpen('exportJson')}>
        {text.exportJson}
      </Button>
      <Button type="text" icon={<CodeOutlined />} onClick={() => setOpen('exportCode')}>
        {text.exportCode}
      </Button>
      {open === 'preview' && <PreviewDialog onClose={close} globalDsv={globalDsv} />}
      {open === 'importJson' && <ImportJsonDialog onClose={close} />}
      {open === 'exportJson' && <ExportJsonDialog onClose={close} />}
      {open === 'exportCode' && <ExportCodeDialog onClose={close} />}
    </>
  )
}
