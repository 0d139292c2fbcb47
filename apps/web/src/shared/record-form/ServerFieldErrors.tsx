import { Alert } from 'antd'
import type { FormFieldError } from '../../api'

const where = (error: FormFieldError) =>
  error.subFormName === null
    ? error.label
    : `${error.subFormName} 第 ${(error.rowIndex ?? 0) + 1} 行 · ${error.label}`

/** The fields the server refused, each with its message (the same messages the fields show). */
export function ServerFieldErrors({ errors }: { errors: readonly FormFieldError[] }) {
  if (errors.length === 0) return null
  return (
    <Alert
      type="error"
      showIcon
      title={`服务器校验未通过（${errors.length} 处），未保存：`}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="server-field-errors">
          {errors.map((error) => (
            <li key={error.path} data-path={error.path}>{`${where(error)}：${error.message}`}</li>
          ))}
        </ul>
      }
    />
  )
}
