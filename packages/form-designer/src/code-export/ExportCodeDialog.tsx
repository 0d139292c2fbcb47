import { useMemo } from 'react'
import { useDesignerModel } from '../hooks'
import { useLocalText } from '../locale'
import { TextOutputDialog } from '../text-output'
import { EXPORTED_COMPONENT_NAME, generateReactCode } from './generateReactCode'
import { codeExportTexts } from './messages'

/** 导出代码: the form as a React component (TSX) with 复制代码 and 保存为文件. */
export function ExportCodeDialog({ onClose }: { onClose: () => void }) {
  const model = useDesignerModel()
  const text = useLocalText(codeExportTexts)
  const code = useMemo(() => generateReactCode(model.store.toSavedJson()), [model])
  return <TextOutputDialog title={text.exportCode} text={code} language="tsx" fileName={`${EXPORTED_COMPONENT_NAME}.tsx`} copyLabel={text.copyCode} onClose={onClose} />
}
