import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import type { FormJson, LogicRule } from '@tandem/form-core'
import { Button, Space, Typography } from 'antd'
import { useState } from 'react'
import { useLocale, useLocalText } from '../locale'
import type { LogicCatalog } from './logicFields'
import { logicTexts } from './messages'
import { RuleDialog } from './RuleDialog'
import { ruleSummary } from './ruleSummary'

export interface RuleListProps {
  json: FormJson
  catalog: LogicCatalog
  /** the widget whose own rules these are; null for the form-level list */
  owner: string | null
  rules: LogicRule[]
  /** writes the whole list (one store action) */
  onChange: (rules: LogicRule[]) => void
  /** a rule dialog is about to open */
  onOpen?: () => void
}

/** The rules of the form or of a widget, one line each, with 添加规则 and per rule 编辑 / 删除. */
export function RuleList({ json, catalog, owner, rules, onChange, onOpen }: RuleListProps) {
  const text = useLocalText(logicTexts)
  const locale = useLocale()
  const [editing, setEditingState] = useState<number | null>(null)
  const setEditing = (index: number | null) => {
    if (index !== null) onOpen?.()
    setEditingState(index)
  }
  const flagged = new Set(catalog.compiled.issues.filter((issue) => issue.source === 'rule').map((issue) => issue.ruleId))
  return (
    <div data-rule-list={owner ?? 'form'}>
      {rules.length === 0 && <Typography.Text type="secondary">{text.noRules}</Typography.Text>}
      <Space orientation="vertical" style={{ width: '100%' }} size={4}>
        {rules.map((rule, index) => (
          <div key={rule.id ?? index} data-rule-id={rule.id} style={{ display: 'flex', gap: 4, alignItems: 'flex-start' }}>
            <Typography.Text style={{ flex: 1 }} type={rule.id && flagged.has(rule.id) ? 'warning' : undefined}>
              {rule.name && <strong>{rule.name} </strong>}
              {ruleSummary(rule, owner, { catalog, text, locale })}
            </Typography.Text>
            <Button size="small" type="text" icon={<EditOutlined />} aria-label={text.editRule} onClick={() => setEditing(index)} />
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={text.deleteRule} onClick={() => onChange(rules.filter((_, at) => at !== index))} />
          </div>
        ))}
      </Space>
      <Button size="small" icon={<PlusOutlined />} style={{ marginTop: 6 }} onClick={() => setEditing(rules.length)}>
        {text.addRule}
      </Button>
      {editing !== null && (
        <RuleDialog
          json={json}
          catalog={catalog}
          owner={owner}
          rules={rules}
          index={editing}
          onSave={(next) => {
            onChange(next)
            setEditing(null)
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  )
}
