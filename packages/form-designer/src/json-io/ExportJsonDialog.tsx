import { useMemo } from 'react'
import { useDesignerModel } from '../hooks'
import { useLocalText } from '../locale'
import { TextOutputDialog } from '../text-output'
import { exportFormJson } from './formJsonText'
import { jsonIoTexts } from './messages'

/** 导出JSON: the form as saved, formatted, with 复制JSON and 保存为文件. */
export function ExportJsonDialog({ onClose }: { onClose: () => void }) {
  const model = useDesignerModel()
  const text = useLocalText(jsonIoTexts)
  const json = useMemo(() => exportFormJson(model.store), [model])
  return <TextOutputDialog title={text.exportJson} text={json} language="json" fileName="vform.json" copyLabel={text.copyJson} onClose={onClose} />
}
