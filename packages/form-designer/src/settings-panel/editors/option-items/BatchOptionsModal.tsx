import type { OptionItem } from '@tandem/form-core'
import { Alert, Input, Modal, Typography } from 'antd'
import { useState } from 'react'
import { useSettingsText } from '../../hooks/useSettingsText'
import { formatOptionLines, parseOptionLines } from './optionLines'
import type { OptionProblem } from './optionValues'

export interface BatchOptionsModalProps {
  items: readonly OptionItem[]
  onSave: (items: OptionItem[]) => void
  onClose: () => void
}

/** All options as lines of text; mount it only while it is open. */
export function BatchOptionsModal({ items, onSave, onClose }: BatchOptionsModalProps) {
  const { t } = useSettingsText()
  const [text, setText] = useState(() => formatOptionLines(items))
  const [problem, setProblem] = useState<OptionProblem | null>(null)

  const save = () => {
    const parsed = parseOptionLines(text, items)
    if ('problem' in parsed) setProblem(parsed.problem)
    else onSave(parsed.items)
  }

  return (
    <Modal open title={t('batchTitle')} okText={t('ok')} cancelText={t('cancel')} onOk={save} onCancel={onClose}>
      <Typography.Paragraph type="secondary">{t('batchHint')}</Typography.Paragraph>
      <Input.TextArea
        aria-label={t('batchTitle')}
        autoSize={{ minRows: 6, maxRows: 16 }}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setProblem(null)
        }}
      />
      {problem && <Alert type="error" showIcon role="alert" title={t(problem.key, problem.params)} style={{ marginTop: 8 }} />}
    </Modal>
  )
}
