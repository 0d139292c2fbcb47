import { Input, Typography } from 'antd'
import { useState } from 'react'

export interface NameEditorProps {
  id: string
  value: string
  /** null when the name may be used, else why not */
  check: (name: string) => string | null
  onChange: (name: string) => void
}

/**
 * The widget name, applied on Enter or blur. A refused name is not applied: the reason shows
 * under the input until the name is corrected. Mount it with key={value} so an undo resets it.
 */
export function NameEditor({ id, value, check, onChange }: NameEditorProps) {
  const [draft, setDraft] = useState(value)
  const [problem, setProblem] = useState<string | null>(null)

  const apply = () => {
    const name = draft.trim()
    if (name === value) {
      setDraft(value)
      setProblem(null)
      return
    }
    const reason = check(name)
    setProblem(reason)
    if (reason === null) onChange(name)
  }

  return (
    <>
      <Input
        id={id}
        value={draft}
        status={problem ? 'error' : undefined}
        onChange={(event) => {
          setDraft(event.target.value)
          setProblem(null)
        }}
        onBlur={apply}
        onPressEnter={apply}
      />
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </>
  )
}
