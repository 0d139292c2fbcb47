import { Alert } from 'antd'
import { useSearchParams } from 'react-router'
import { PrintSheet } from './PrintSheet'
import { RecordPrint } from './RecordPrint'
import { VersionPrint } from './VersionPrint'

const positive = (text: string | null) => {
  const value = Number(text)
  return Number.isInteger(value) && value > 0 ? value : null
}

/** 打印: /formPrint?contractId=… (a record's 扩展信息) or ?formId=…&version=… (a form version). */
export default function FormPrintPage() {
  const [search] = useSearchParams()
  const contractId = positive(search.get('contractId'))
  const formId = positive(search.get('formId'))
  const version = positive(search.get('version'))
  return (
    <PrintSheet>
      {contractId !== null ? (
        <RecordPrint contractId={contractId} />
      ) : formId !== null && version !== null ? (
        <VersionPrint formId={formId} version={version} />
      ) : (
        <Alert type="error" showIcon title="缺少或无效的打印参数，请从扩展信息或表单版本中打开。" />
      )}
    </PrintSheet>
  )
}
